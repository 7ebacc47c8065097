import { allTranslations } from 'contentlayer/generated';
import type { TranslationRow } from '../search/types';

export type { TranslationRow };

/**
 * "Coming from another tool": the translation table, as content (content/translations/*.yaml,
 * schema `Translation` in contentlayer.config.ts). Search gives each row a record on its Lilaq
 * page; the cheat sheet shows one table per tool.
 */
export type SourceTool = 'matplotlib' | 'ggplot2' | 'pgfplots' | 'plotly' | 'gnuplot';


const files = [...allTranslations].sort((a, b) => a.order - b.order);

/** The tools in the order the cheat sheet shows them (each file's `order`). */
export const sourceTools: readonly SourceTool[] = files.map((file) => file.tool);

/** How each tool spells its own name. */
export const toolNames: Record<SourceTool, string> = { matplotlib: '', ggplot2: '', pgfplots: '', plotly: '', gnuplot: '' };
for (const file of files) toolNames[file.tool] = file.name;

const plainRow = ({ name, group, lilaq, href, missing }: TranslationRow): TranslationRow =>
  missing ? { name, group, lilaq, href, missing } : { name, group, lilaq, href };

/** Every reviewed row, per tool, as plain rows (contentlayer's bookkeeping fields left out). */
export const translations: Record<SourceTool, readonly TranslationRow[]> = {
  matplotlib: [],
  ggplot2: [],
  pgfplots: [],
  plotly: [],
  gnuplot: [],
};
for (const file of files) translations[file.tool] = file.rows.map(plainRow);
