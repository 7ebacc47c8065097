import { describe, expect, it } from 'vitest';
import { contrastRatio, parseColor, toHex } from './figure-color';

describe('parseColor', () => {
  it('reads the hex forms svgo writes, with alpha', () => {
    expect(toHex(parseColor('#fff')!)).toBe('#ffffff');
    expect(toHex(parseColor('#3f90da')!)).toBe('#3f90da');
    expect(parseColor('#00000080')!.a).toBeCloseTo(0.5, 2);
  });

  it("converts Typst's oklab() to the same sRGB colour", () => {
    // oklab(62.8% 0.2249 0.1258) is CSS red.
    expect(toHex(parseColor('oklab(62.796% 0.22486 0.12585)')!)).toBe('#ff0000');
    expect(parseColor('oklab(50% 0 0 / 40%)')!.a).toBeCloseTo(0.4);
  });

  it('has no colour for none, gradients and currentColor', () => {
    expect(parseColor('none')).toBeNull();
    expect(parseColor('url(#a)')).toBeNull();
    expect(parseColor('currentColor')).toBeNull();
  });
});

describe('contrastRatio', () => {
  it('follows WCAG 2: 21:1 for black on white, 1:1 for a colour on itself', () => {
    expect(contrastRatio(parseColor('#000')!, parseColor('#fff')!)).toBeCloseTo(21, 5);
    expect(contrastRatio(parseColor('#fff')!, parseColor('#fff')!)).toBe(1);
  });

  it('composites a translucent colour on the background first', () => {
    const half = contrastRatio(parseColor('#00000080')!, parseColor('#fff')!);
    expect(half).toBeGreaterThan(3);
    expect(half).toBeLessThan(5);
  });
});
