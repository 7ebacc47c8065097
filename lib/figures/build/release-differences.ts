/**
 * `npm run figures:releases`: how the figures of a docs page differ between the site's release and
 * another one. Each example of the other release's pages is paired with the site release's example
 * at the same `file:line` (as share-figures.ts pairs them); a pair stored once (same-figures.ts) is
 * identical, any other has both light figures rasterised and compared as the strip check does
 * (figure-difference.ts), and is reported with the share of pixels whose colour moved visibly.
 */
import fs from 'node:fs';
import path from 'node:path';
import { SITE_COLORS } from '../preamble';
import type { PreparedExample } from '../prepare';
import type { UnavailableRecord } from '../store';
import type { Raster } from './figure-raster';
import { DIFF_SCALE, pageRaster, visibleDifference } from './figure-difference';
import { mapLimited } from './figure-quality';

/** Shares (percent of the pixels) the summary counts pairs above. */
export const SUMMARY_THRESHOLDS = [0.5, 5] as const;

export interface ChangedFigure {
  /** `file:line` of the example in the MDX file. */
  at: string;
  /** Percent of the pixels (of the larger of the two figures) whose colour moved visibly. */
  share: number;
  /** Light figures below public/figures/: the site release's and the other release's. */
  from: string;
  to: string;
  /** Their sizes in CSS px, `width×height`: a figure that grew or shrank moved its frame, which the share counts. */
  sizes: [string, string];
}

export interface ReleaseDifferences {
  from: string;
  to: string;
  /** Examples of `to`'s pages with an example of `from` at the same place, both with figures. */
  compared: number;
  /** Pairs left out because a light figure is not in the store (`npm run figures` renders it). */
  unrendered: number;
  /** Those stored once: both variants the same file. */
  identical: number;
  /** The others, most changed first. */
  changed: ChangedFigure[];
}

const at = (example: PreparedExample): string => `${example.location.file}:${example.location.line}`;
const drawn = (example: PreparedExample, unavailable: UnavailableRecord): boolean => !example.fails && !unavailable[example.key];

/** The percentage of pixels that differ visibly between two light figures, and the figures' sizes. */
export async function compareFigures(a: string, b: string): Promise<{ share: number; sizes: [string, string] }> {
  const background = SITE_COLORS.light.background;
  const [x, y] = await Promise.all([pageRaster(a, background), pageRaster(b, background)]);
  const pixels = (Math.max(x.width, y.width) * Math.max(x.height, y.height)) / (DIFF_SCALE * DIFF_SCALE);
  const size = (r: Raster): string => `${r.width / DIFF_SCALE}×${r.height / DIFF_SCALE}`;
  return { share: (100 * visibleDifference(x, y, background)) / pixels, sizes: [size(x), size(y)] };
}

/**
 * Pairs the examples of release `to` (`location.release`) with the site release's (`from`, no
 * `location.release`, compiled with that release) and measures the pairs that are not stored once.
 * A pair whose figure is missing from the store is left out (`npm run figures` renders it).
 */
export async function releaseDifferences(
  examples: readonly PreparedExample[],
  figuresDir: string,
  unavailable: UnavailableRecord,
  releases: { from: string; to: string },
): Promise<ReleaseDifferences> {
  const present = (name: string): boolean => fs.existsSync(path.join(figuresDir, name));
  const site = new Map(
    examples.filter((ex) => !ex.location.release && ex.lilaqVersion === releases.from && drawn(ex, unavailable)).map((ex) => [at(ex), ex]),
  );
  const candidates = examples.flatMap((ex) => {
    const twin = ex.location.release === releases.to && drawn(ex, unavailable) ? site.get(at(ex)) : undefined;
    return twin ? [{ ex, twin }] : [];
  });
  const pairs = candidates.filter(({ ex, twin }) => present(twin.variants.light.fileName) && present(ex.variants.light.fileName));
  const same = ({ ex, twin }: (typeof pairs)[number]): boolean =>
    ex.variants.light.fileName === twin.variants.light.fileName && ex.variants.dark.fileName === twin.variants.dark.fileName;
  const differing = pairs.filter((pair) => !same(pair));
  const read = (name: string): string => fs.readFileSync(path.join(figuresDir, name), 'utf8');
  const changed = await mapLimited(differing, 4, async ({ ex, twin }) => ({
    at: at(ex),
    ...(await compareFigures(read(twin.variants.light.fileName), read(ex.variants.light.fileName))),
    from: twin.variants.light.fileName,
    to: ex.variants.light.fileName,
  }));
  changed.sort((a, b) => b.share - a.share || (a.at < b.at ? -1 : 1));
  return {
    ...releases,
    compared: pairs.length,
    unrendered: candidates.length - pairs.length,
    identical: pairs.length - differing.length,
    changed,
  };
}

const percent = (share: number): string => `${share.toFixed(1)}%`;

export function summaryLines(report: ReleaseDifferences): string[] {
  return [
    `${report.compared} examples of the ${report.to} pages compared with ${report.from}'s at the same file:line`,
    `${report.identical} identical (stored once), ${report.changed.length} drawn differently, ` +
      `${report.changed.filter((c) => c.sizes[0] !== c.sizes[1]).length} of them at another size`,
    ...SUMMARY_THRESHOLDS.map((t) => `${report.changed.filter((c) => c.share > t).length} differ in more than ${t}% of their pixels`),
    ...(report.unrendered > 0 ? [`${report.unrendered} left out: a figure is missing from the store (run \`npm run figures\`)`] : []),
  ];
}

/** The terminal's report: one line a pair, `file:line  12.3%  <from svg> <to svg>`. */
export function reportLines(report: ReleaseDifferences, figuresPath = 'public/figures'): string[] {
  const width = Math.max(0, ...report.changed.map((c) => c.at.length));
  return report.changed.map(
    (c) => `${c.at.padEnd(width)}  ${percent(c.share).padStart(6)}  ${figuresPath}/${c.from} ${figuresPath}/${c.to}`,
  );
}

/** The committed Markdown (lib/figures/release-differences.md); figure links are relative to it. */
export function reportMarkdown(report: ReleaseDifferences, figuresLink = '../../public/figures'): string {
  const link = (name: string) => `[${name}](${figuresLink}/${name})`;
  return [
    `<!-- Generated by \`npm run figures:releases\` (lib/figures/build/release-differences.ts); do not edit. -->`,
    '',
    `# Figures that Lilaq ${report.to} draws differently from ${report.from}`,
    '',
    ...summaryLines(report).map((line) => `- ${line}`),
    '',
    `The share is the part of the larger figure's pixels whose colour moved visibly (light variants at ${DIFF_SCALE}×, ` +
      'as `figure-difference.ts` compares them from the top left corner), most changed first. ' +
      'A figure whose size changed has moved its frame, and every mark with it: its share counts the move, ' +
      'even when the drawing is the same; compare the two figures before reading more into it.',
    '',
    `| Example | Changed | Size (CSS px) | ${report.from} | ${report.to} |`,
    '| --- | --: | --- | --- | --- |',
    ...report.changed.map(
      (c) =>
        `| \`${c.at}\` | ${percent(c.share)} | ${c.sizes[0] === c.sizes[1] ? c.sizes[0] : `${c.sizes[0]} → ${c.sizes[1]}`} | ${link(c.from)} | ${link(c.to)} |`,
    ),
    '',
  ].join('\n');
}
