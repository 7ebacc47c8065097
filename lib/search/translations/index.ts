import { ggplot2 } from './ggplot2';
import { matplotlib } from './matplotlib';
import { pgfplots } from './pgfplots';
import { plotly } from './plotly';
import type { SourceTool, TranslationRow } from './types';

export type { SourceTool, TranslationRow } from './types';

/** The tools in the order the cheat sheet shows them. */
export const sourceTools: readonly SourceTool[] = ['matplotlib', 'ggplot2', 'pgfplots', 'plotly'];

/** How each tool spells its own name. */
export const toolNames: Record<SourceTool, string> = {
  matplotlib: 'matplotlib',
  ggplot2: 'ggplot2',
  pgfplots: 'pgfplots',
  plotly: 'Plotly',
};

/** Every reviewed row, per tool: another tool's name → the Lilaq 0.5.0 way and its page. */
export const translations: Record<SourceTool, readonly TranslationRow[]> = { matplotlib, ggplot2, pgfplots, plotly };
