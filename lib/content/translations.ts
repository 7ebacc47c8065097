import { allTranslations } from 'contentlayer/generated';
import { readRange } from '../docs/release-view';
import { covers, CURRENT_RELEASE } from '../docs/versions';
import type { TranslationRow } from '../search/types';
import { rowsForRelease, type WrittenRow } from './translation-rows';

export type { TranslationRow };

/**
 * "Coming from another tool": the translation table, as content (content/translations/*.yaml,
 * schema `Translation` in contentlayer.config.ts). Search gives each row a record on its Lilaq
 * page; the cheat sheet shows one table per tool. A row true of some releases only carries
 * `since`/`until`; each release's readers see its rows linked to its docs (`translationsFor`).
 */
export type SourceTool = 'matplotlib' | 'ggplot2' | 'pgfplots' | 'plotly' | 'gnuplot';

const files = [...allTranslations].sort((a, b) => a.order - b.order);

/** The tools in the order the cheat sheet shows them (each file's `order`). */
export const sourceTools: readonly SourceTool[] = files.map((file) => file.tool);

/** How each tool spells its own name. */
export const toolNames: Record<SourceTool, string> = { matplotlib: '', ggplot2: '', pgfplots: '', plotly: '', gnuplot: '' };
for (const file of files) toolNames[file.tool] = file.name;

/** Every row as written, per tool, with its range checked (a release the site does not know fails, naming the row). */
export const writtenRows: Record<SourceTool, readonly WrittenRow[]> = { matplotlib: [], ggplot2: [], pgfplots: [], plotly: [], gnuplot: [] };
for (const file of files) {
  writtenRows[file.tool] = file.rows.map(({ name, group, lilaq, href, missing, since, until }) => ({
    name,
    group,
    lilaq,
    href,
    ...(missing ? { missing } : {}),
    ...readRange({ since, until }, `content/translations/${file.tool}.yaml: ${name}`),
  }));
}

const byRelease = new Map<string, Record<SourceTool, readonly TranslationRow[]>>();

/** The rows true of `release`, per tool, each linked to that release's docs. */
export function translationsFor(release: string): Record<SourceTool, readonly TranslationRow[]> {
  let rows = byRelease.get(release);
  if (!rows) {
    rows = { matplotlib: [], ggplot2: [], pgfplots: [], plotly: [], gnuplot: [] };
    for (const tool of sourceTools) rows[tool] = rowsForRelease(writtenRows[tool], release);
    byRelease.set(release, rows);
  }
  return rows;
}

/** The current release's rows, per tool (the specification's cheat sheet and search). */
export const translations: Record<SourceTool, readonly TranslationRow[]> = translationsFor(CURRENT_RELEASE);

/**
 * The rows `release` shows and the current release does not (0.6.0's rows about violins, `lq.layout`, …),
 * per tool, linked to its docs: search puts them in that release's docs shard; the shared second
 * shard holds the current release's rows.
 */
export function ownTranslationsOf(release: string): Record<SourceTool, readonly TranslationRow[]> {
  const rows: Record<SourceTool, readonly TranslationRow[]> = { matplotlib: [], ggplot2: [], pgfplots: [], plotly: [], gnuplot: [] };
  if (release === CURRENT_RELEASE) return rows;
  for (const tool of sourceTools) rows[tool] = rowsForRelease(writtenRows[tool].filter((row) => !covers(row, CURRENT_RELEASE)), release);
  return rows;
}
