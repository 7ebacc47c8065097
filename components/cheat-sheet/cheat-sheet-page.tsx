import type { Page } from 'contentlayer/generated';
import { mdxComponents } from '@/components/mdx';
import { renderMdx } from '@/lib/mdx/run';
import { Cheat, CheatBox, CheatGrid } from './cheat';
import { CheatFigure } from './cheat-figure';
import './cheat-sheet.css';

const components = { ...mdxComponents, Cheat, CheatBox, CheatGrid, TypstExample: CheatFigure };

/** /cheat-sheet: a full-width sheet of tiles that prints on two A4 landscape pages. */
export function CheatSheetPage({ page }: { page: Page }) {
  return (
    <main className="container cheat-sheet">
      <h1>{page.title}</h1>
      <div className="markdown">{renderMdx(page.body.code, components)}</div>
    </main>
  );
}
