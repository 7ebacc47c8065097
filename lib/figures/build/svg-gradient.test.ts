import { describe, expect, it } from 'vitest';
import { colorDistance, verticalGradientBars } from './svg-gradient';

const STOPS = '<stop offset="0%" stop-color="#000000"/><stop offset="50%" stop-color="#808080"/><stop offset="100%" stop-color="#ffffff"/>';
const svg = (body: string) => `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 200">${body}</svg>`;

describe('verticalGradientBars', () => {
  it('reads the colours at the top and bottom of an upright bar', () => {
    const bars = verticalGradientBars(
      svg(`<defs><linearGradient id="g" gradientUnits="userSpaceOnUse" x1="0" y1="100" x2="0" y2="0">${STOPS}</linearGradient></defs>
        <rect fill="url(#g)" x="0" y="0" width="10" height="100"/>`),
    );
    expect(bars).toEqual([{ width: 10, height: 100, top: '#ffffff', bottom: '#000000', firstStop: '#000000', lastStop: '#ffffff' }]);
  });

  it('reports an inverted bar: the first stop at the top', () => {
    const [bar] = verticalGradientBars(
      svg(`<linearGradient id="g" gradientUnits="userSpaceOnUse" x1="0" y1="0" x2="0" y2="100">${STOPS}</linearGradient>
        <path fill="url(#g)" d="M0 0h10v100h-10Z"/>`),
    );
    expect(bar?.top).toBe('#000000');
    expect(bar?.bottom).toBe('#ffffff');
  });

  it('follows group transforms, so a flipped group turns the bar over', () => {
    const gradient = `<linearGradient id="g" x1="0" y1="1" x2="0" y2="0">${STOPS}</linearGradient>`;
    const plain = verticalGradientBars(svg(`${gradient}<g><rect fill="url(#g)" width="10" height="100"/></g>`));
    const flipped = verticalGradientBars(
      svg(`${gradient}<g transform="matrix(1 0 0-1 0 100)"><rect fill="url(#g)" width="10" height="100"/></g>`),
    );
    expect(plain[0]?.top).toBe('#ffffff');
    expect(flipped[0]?.top).toBe('#000000');
  });

  it('resolves href chains and gradientTransform as the figure renderer writes them', () => {
    // The shape of a Lilaq 0.5.0 vertical colour bar from the figure pipeline: a path of negative
    // height, moved down by its height, with a gradient in user space scaled by the bar's size.
    const bars = verticalGradientBars(
      svg(`<defs><linearGradient id="v" spreadMethod="pad" gradientUnits="userSpaceOnUse" x1="1" y1="1" x2="1" y2="0">
          <stop offset="0%" stop-color="#031326"/><stop offset="100%" stop-color="#fcf4d9"/></linearGradient>
        <linearGradient gradientTransform="matrix(8.5 0 0-113.39 0 0)" id="g" href="#v"/></defs>
        <g transform="translate(144.09 4)"><path fill="url(#g)" transform="translate(0 113.39)" d="M0 0v-113.39h8.5v113.39Z"/></g>`),
    );
    expect(bars).toHaveLength(1);
    expect(bars[0]).toMatchObject({ top: '#031326', bottom: '#fcf4d9', firstStop: '#031326', lastStop: '#fcf4d9' });
    expect(bars[0]!.height).toBeCloseTo(113.39);
  });

  it('interpolates between stops and ignores bars lying flat', () => {
    const bars = verticalGradientBars(
      svg(`<linearGradient id="g" gradientUnits="userSpaceOnUse" x1="0" y1="200" x2="0" y2="0">${STOPS}</linearGradient>
        <rect fill="url(#g)" y="50" width="10" height="100"/>
        <rect fill="url(#g)" width="100" height="10"/>`),
    );
    expect(bars).toHaveLength(1);
    expect(colorDistance(bars[0]!.top, '#c0c0c0')).toBeLessThanOrEqual(1);
    expect(colorDistance(bars[0]!.bottom, '#404040')).toBeLessThanOrEqual(1);
  });
});
