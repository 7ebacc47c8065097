import { allTranslations } from 'contentlayer/generated';

/**
 * "Coming from another tool": the translation table, as content (content/translations/*.yaml,
 * schema `Translation` in contentlayer.config.ts). Search gives each row a record on its Lilaq
 * page; the cheat sheet shows one table per tool.
 */
export type SourceTool = 'matplotlib' | 'ggplot2' | 'pgfplots' | 'plotly' | 'gnuplot';

export interface TranslationRow {
  /** The name as its users type it: `plt.bar`, `ax.set_ylim`, `geom_col`, `xtick distance`. */
  readonly name: string;
  /** The tool's own grouping (matplotlib `Axes`, ggplot2 `geoms`, pgfplots `axis keys`, Plotly `layout`, gnuplot `plot styles`). */
  readonly group: string;
  /** The Lilaq way, short code or words: `lq.bar`, `lq.diagram(ylim: (a, b))`. */
  readonly lilaq: string;
  /** Site path (optionally with #anchor) of the page that does the job. */
  readonly href: string;
  /** True when Lilaq 0.5.0 has no equivalent: `lilaq` says so and `href` is the closest page. */
  readonly missing?: boolean;
}

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
