/**
 * The checks of `npm run figures:check` on the committed store, run without compiling: colours
 * every SVG renderer reads (figure-portable.ts), then the look checks, clipped figures
 * (figure-clip.ts), invisible ink (figure-ink.ts) and faint marks and lines (figure-marks.ts),
 * for both variants of every example. Messages start with the example's `file:line:`.
 */
import fs from 'node:fs';
import path from 'node:path';
import { VARIANTS, type Variant } from '../hash';
import { SITE_COLORS } from '../preamble';
import { formatLocation, type PreparedExample } from '../prepare';
import type { UnavailableRecord } from '../store';
import { describeClipping, edgeInk } from './figure-clip';
import { describeInvisibleInk, findInvisibleInk } from './figure-ink';
import { describeNonPortableColors } from './figure-portable';
import { describeFaintUnits, findFaintUnits } from './figure-marks';
import { rasterise } from './figure-raster';

/** Problems of one committed figure variant, without location; `other` is the example's other variant. */
export async function figureProblems(svg: string, variant: Variant, other: string): Promise<string[]> {
  const problems: string[] = [];
  const portability = describeNonPortableColors(svg);
  if (portability) problems.push(portability);
  const clipped = describeClipping(edgeInk(await rasterise(svg)));
  if (clipped) problems.push(clipped);
  const background = SITE_COLORS[variant].background;
  const otherBackground = SITE_COLORS[variant === 'light' ? 'dark' : 'light'].background;
  const here = { svg, background };
  const there = { svg: other, background: otherBackground };
  for (const ink of await findInvisibleInk(here, there)) problems.push(describeInvisibleInk(ink, background));
  problems.push(...describeFaintUnits(await findFaintUnits(here, there), background));
  return problems;
}

/** Runs `fn` over `items` with at most `limit` in flight (sharp renders on its own threads). */
export async function mapLimited<T, R>(items: readonly T[], limit: number, fn: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array<R>(items.length);
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < items.length) {
      const i = next++;
      results[i] = await fn(items[i]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

/** Checks every present figure of every example; missing figures are checkAll's business. */
export async function checkFigureQuality(
  examples: readonly PreparedExample[],
  record: UnavailableRecord,
  figuresDir: string,
): Promise<{ problems: string[]; checked: number }> {
  const file = (ex: PreparedExample, variant: Variant): string => path.join(figuresDir, ex.variants[variant].fileName);
  const jobs = examples
    .filter((ex) => !record[ex.key] && VARIANTS.every((v) => fs.existsSync(file(ex, v))))
    .flatMap((ex) => VARIANTS.map((variant) => ({ ex, variant })));
  const results = await mapLimited(jobs, 8, async ({ ex, variant }) => {
    const other = VARIANTS.find((v) => v !== variant)!;
    const found = await figureProblems(fs.readFileSync(file(ex, variant), 'utf8'), variant, fs.readFileSync(file(ex, other), 'utf8'));
    const where = `${formatLocation(ex.location)}: ${variant} figure public/figures/${ex.variants[variant].fileName}`;
    return found.map((p) => `${where}: ${p}`);
  });
  return { problems: results.flat(), checked: jobs.length };
}
