/**
 * Every committed figure with a vertical colour bar must show the colour map's maximum at the top
 * of the bar and its minimum at the bottom, as the ticks beside it say. Lilaq 0.5.0 fills such bars
 * upside down in PDF and in our renderer unless the example carries the show rule explained on the
 * colorbar reference page; this test reads the committed SVGs, so it runs without Typst.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { compilerVersion } from '../compiler';
import { projectPaths } from '../config';
import { VARIANTS } from '../hash';
import { formatLocation } from '../prepare';
import { scanContent } from './scan';
import { colorDistance, verticalGradientBars } from './svg-gradient';

/** Colour bars in an example's source that are not horizontal (vertical is the default). */
function verticalColorbarCalls(source: string): number {
  const calls = source.match(/\blq\.colorbar\(/g)?.length ?? 0;
  const horizontal = source.match(/orientation:\s*"horizontal"/g)?.length ?? 0;
  return Math.max(0, calls - horizontal);
}

const paths = projectPaths();
const examples = scanContent(paths.root, paths.contentDir, compilerVersion()).examples.filter((ex) => verticalColorbarCalls(ex.run) > 0);

describe('vertical colour bars in committed figures', () => {
  it('finds the examples with vertical colour bars', () => {
    // colorbar, colormesh, contour, quiver, scatter, the marks tutorial and the 0.4.0 post at least.
    expect(examples.length).toBeGreaterThanOrEqual(7);
  });

  for (const ex of examples) {
    for (const variant of VARIANTS) {
      const where = `${formatLocation(ex.location)} (${variant})`;
      it(`${where} shows the maximum at the top`, () => {
        const file = path.join(paths.figuresDir, ex.variants[variant].fileName);
        const bars = verticalGradientBars(fs.readFileSync(file, 'utf8'));
        expect(bars.length, `${where}: vertical gradient bars in the figure`).toBeGreaterThanOrEqual(verticalColorbarCalls(ex.run));
        for (const bar of bars) {
          // Stops run from the map's minimum to its maximum, in the order Lilaq hands them to Typst.
          expect(
            colorDistance(bar.top, bar.lastStop),
            `${where}: top of the bar is ${bar.top}, maximum is ${bar.lastStop}`,
          ).toBeLessThanOrEqual(2);
          expect(
            colorDistance(bar.bottom, bar.firstStop),
            `${where}: bottom is ${bar.bottom}, minimum is ${bar.firstStop}`,
          ).toBeLessThanOrEqual(2);
        }
      });
    }
  }
});

describe('verticalColorbarCalls', () => {
  it('counts colour bars that are not laid flat', () => {
    expect(verticalColorbarCalls('#lq.colorbar(mesh)')).toBe(1);
    expect(verticalColorbarCalls('#lq.colorbar(a, orientation: "horizontal")\n#lq.colorbar(b)')).toBe(1);
    expect(verticalColorbarCalls('#lq.colorbar(dots, orientation: "horizontal", width: 6cm)')).toBe(0);
  });
});
