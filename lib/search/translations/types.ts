export type SourceTool = 'matplotlib' | 'ggplot2' | 'pgfplots' | 'plotly';
export interface TranslationRow {
  /** The name as its users type it: `plt.bar`, `ax.set_ylim`, `geom_col`, `LogFormatter`, `xtick distance`, `mark options`. */
  readonly name: string;
  /** Group inside the tool: matplotlib 'pyplot' | 'Axes' | 'ticker' | 'dates' | 'colors' | 'rcParams'; ggplot2 'geoms' | 'stats' | 'scales' | 'coords' | 'themes' | 'guides' | 'facets' | 'labels'; pgfplots 'plot handlers' | 'axis keys' | …; plotly 'traces' | 'layout'. */
  readonly group: string;
  /** The Lilaq way, short code or words: `lq.bar`, `lq.diagram(ylim: (a, b))`, `xaxis: (scale: "log")`. */
  readonly lilaq: string;
  /** Site path (optionally with #anchor) of the page that does the job, e.g. `/docs/reference/bar` or `/docs/reference/diagram#ylim`. */
  readonly href: string;
  /** True when Lilaq 0.5.0 has no equivalent: `lilaq` then says so in a few words and `href` points at the closest page. */
  readonly missing?: boolean;
}
