import type { TranslationEntry } from './types';
import { ggplot2 } from './translations/ggplot2';
import { matplotlib } from './translations/matplotlib';

/**
 * Every tool's rows of the translation table (lib/search/translations, written and checked by its
 * own tests), each with its tool: the index gives each row a record on its Lilaq page.
 */
export const translationTable: readonly TranslationEntry[] = [
  ...matplotlib.map((row) => ({ ...row, tool: 'matplotlib' as const })),
  ...ggplot2.map((row) => ({ ...row, tool: 'ggplot2' as const })),
];
