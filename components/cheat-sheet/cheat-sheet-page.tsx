import type { Page } from 'contentlayer/generated';
import CheatSheet from '@/content/pages/cheat-sheet.mdx';
import { Cheat, CheatBox, CheatGrid } from './cheat';
import { CheatFigure } from './cheat-figure';
import { TranslationSection, TranslationTable } from './translation-table';
import './cheat-sheet.css';

// Merged over the site's map (mdx-components.tsx) by @next/mdx.
const components = { Cheat, CheatBox, CheatGrid, TranslationSection, TranslationTable, TypstExample: CheatFigure };

/** /cheat-sheet: a full-width sheet of tiles that prints on two A4 landscape pages. */
export function CheatSheetPage({ page }: { page: Page }) {
  return (
    <main className="container cheat-sheet">
      <h1>{page.title}</h1>
      <div className="markdown">
        <CheatSheet components={components} />
      </div>
    </main>
  );
}
