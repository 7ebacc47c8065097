import { h } from 'hastscript';
import { StaticMarkup } from '@/components/static-markup';
import { getDoc } from '@/lib/content/docs';
import { CURRENT_RELEASE, inRelease } from '@/lib/docs/versions';
import { pageData } from '@/lib/content/page-data';
import type { ExampleFigure } from '@/lib/discover/page-examples';
import { figureTile } from '@/lib/html/elements';
import './chart-choices.css';

export interface ChartChoice {
  /** The question the chart answers, as a reader would ask it. */
  question: string;
  /** The chart that answers it ("A line: lq.plot"). */
  chart: string;
  /** The docs page that draws it (a recipe, an example or a reference page)… */
  href: `/docs/${string}`;
  /** …and which of its examples to show (`ex-2`); default: its first figure. */
  example?: string;
  /** The section of this page with the other answers to the question. */
  section: { id: string; title: string };
}

/** The figure of a page's example, as its thumbnail; the build fails when it has none. */
function figureOf({ href, example }: ChartChoice, release: string): ExampleFigure {
  const doc = getDoc(href.slice('/docs/'.length), release);
  if (!doc) throw new Error(`<ChartChoices>: no docs page at ${href}`);
  const { examples } = pageData(doc);
  const figure = (example ? examples.find((e) => e.id === example) : examples.find((e) => e.figure))?.figure;
  if (!figure) throw new Error(`<ChartChoices>: ${href} has no rendered figure${example ? ` for ${example}` : ''}`);
  return figure;
}

/**
 * `<ChartChoices choices={[…]} />`: each kind of chart as a tile, a thumbnail of a figure the
 * site already has (the page's own, lazy, as in the gallery's tiles: figureTile) with the
 * question it answers, linking to the page that draws it, and a link to the section below with
 * the other answers. Finished HTML: nothing in it changes after the build.
 */
export function ChartChoices({ choices, release = CURRENT_RELEASE }: { choices: readonly ChartChoice[]; release?: string }) {
  return (
    <StaticMarkup
      as="ul"
      className="figure-tiles chart-choices"
      markup={choices.map((choice) =>
        h('li', [
          figureTile({
            href: inRelease(choice.href, release),
            figure: figureOf(choice, release),
            pageTitle: choice.question,
            label: choice.chart,
          }),
          h('a.chart-choices__more', { href: `#${choice.section.id}` }, `More under “${choice.section.title}”`),
        ]),
      )}
    />
  );
}
