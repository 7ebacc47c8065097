import { sourceTools, toolNames, translations } from '@/lib/content/translations';
import type { TranslationEntry } from './types';

/**
 * Every tool's rows of the translation table (content/translations, written and checked by its
 * own tests), each with its tool's name as the tool spells it: the index gives each row a record
 * on its Lilaq page.
 */
export const translationTable: readonly TranslationEntry[] = sourceTools.flatMap((tool) =>
  translations[tool].map((row) => ({ ...row, tool: toolNames[tool] })),
);
