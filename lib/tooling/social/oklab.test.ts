import { describe, expect, it } from 'vitest';
import { oklabToHex, svgWithSrgbColors } from './oklab';

describe('oklab colours for the PNG renderer', () => {
  it('converts known colours', () => {
    expect(oklabToHex(1, 0, 0)).toBe('#ffffff');
    expect(oklabToHex(0, 0, 0)).toBe('#000000');
    // sRGB red is oklab(62.8% 0.2249 0.1258).
    expect(oklabToHex(0.62796, 0.22486, 0.12585)).toBe('#ff0000');
  });

  it('rewrites every oklab() in an SVG, keeping alpha', () => {
    const svg = '<path fill="oklab(100% 0 0)" stroke="oklab(0% 0 0 / 50%)"/>';
    expect(svgWithSrgbColors(svg)).toBe('<path fill="#ffffff" stroke="#00000080"/>');
  });
});
