import type { Page } from 'contentlayer/generated';
import { withComponents } from '@/components/mdx';
import { renderMdx } from '@/lib/mdx/run';
import { Cheat, CheatBox, CheatGrid } from './cheat';
import { CheatFigure } from './cheat-figure';
import { CheatInspect } from './cheat-inspect.client';
import { CheatSheetRelease } from './cheat-sheet-release';
import { TranslationSection, TranslationTable } from './translation-table';
import './cheat-sheet.css';

// The sheet's own blocks, merged over the site's map.
const components = withComponents({ Cheat, CheatBox, CheatGrid, TranslationSection, TranslationTable, TypstExample: CheatFigure });

/**
 * /cheat-sheet (and /cheat-sheet/VERSION for another release, compiled from the same source): a
 * full-width sheet of tiles that prints on two A4 landscape pages.
 */
export function CheatSheetPage({ page }: { page: Page }) {
  return (
    <main className="container cheat-sheet">
      <h1>{page.title}</h1>
      <CheatSheetRelease release={page.release} />
      <div className="markdown">{renderMdx(page.body.code, components)}</div>
      <CheatInspect />
    </main>
  );
}
