import { describe, expect, it } from 'vitest';
import { packagePins, replacePins } from './package-pins';

describe('packagePins', () => {
  it("moves Lilaq and each package both releases pin once to the other release's version", () => {
    const pins = packagePins('0.6.0', '0.5.0');
    expect(pins.get('@preview/lilaq:0.5.0')).toBe('@preview/lilaq:0.6.0');
    expect(pins.get('@preview/tiptoe:0.3.1')).toBe('@preview/tiptoe:0.4.0');
    expect(pins.get('@preview/elembic:1.1.1')).toBe('@preview/elembic:1.1.1');
    // 0.6.0 pins komet twice: which one an example meant is not known.
    expect(pins.has('@preview/komet:0.1.0')).toBe(false);
  });
  it('moves back as well', () => {
    expect(packagePins('0.5.0', '0.6.0').get('@preview/zero:0.6.1')).toBe('@preview/zero:0.5.0');
  });
});

describe('replacePins', () => {
  it('replaces the pinned imports and leaves the others as written', () => {
    const pins = packagePins('0.6.0', '0.5.0');
    expect(replacePins('#import "@preview/lilaq:0.5.0" as lq\n#import "@preview/cetz:0.4.2"', pins)).toBe(
      '#import "@preview/lilaq:0.6.0" as lq\n#import "@preview/cetz:0.4.2"',
    );
  });
});
