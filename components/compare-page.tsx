import type { PageComparison } from '@/lib/content/compare';
import { WHAT_CHANGED_PATH } from '@/lib/compare/routes';
import { CompareFacts } from './compare-facts';
import { CompareFigures } from './compare-figures';
import { CompareMark } from './compare-mark';
import { CompareProse } from './compare-prose';
import { DocsBreadcrumbs } from './docs-breadcrumbs';
import { SiteLink } from './site-link';
import './compare.css';

/** The title of a compared page: a reference page is named by its call, as on the page itself. */
export const comparisonTitle = (comparison: PageComparison) =>
  comparison.definition ? `lq.${comparison.definition.name}` : comparison.title;

/**
 * One docs page in two releases: the facts of a reference page's parameters, the text block by
 * block, and the figures of its examples, with what changed marked in words and colour.
 */
export function ComparePage({ comparison }: { comparison: PageComparison }) {
  const { from, to, before, after, definition } = comparison;
  const title = comparisonTitle(comparison);
  return (
    <div className="container compare-page">
      <main>
        <DocsBreadcrumbs crumbs={[{ label: 'What changed', href: WHAT_CHANGED_PATH }, { label: `${title}: ${from} and ${to}` }]} />
        <h1>
          {definition ? <code>{title}</code> : title} in Lilaq {from} and {to}
        </h1>
        <p>
          The page as each release documents it: <SiteLink href={before.url}>read it for {from}</SiteLink> or{' '}
          <SiteLink href={after.url}>for {to}</SiteLink>. Changes are marked <CompareMark kind="added">added</CompareMark>,{' '}
          <CompareMark kind="removed">removed</CompareMark> and <CompareMark kind="changed">changed</CompareMark>.
        </p>
        {definition ? (
          <section aria-labelledby="parameters">
            <h2 id="parameters">Parameters</h2>
            <CompareFacts definition={definition} from={from} to={to} />
          </section>
        ) : null}
        <section aria-labelledby="text">
          <h2 id="text">Text</h2>
          <CompareProse rows={comparison.prose} from={from} to={to} />
        </section>
        <section aria-labelledby="figures">
          <h2 id="figures">Figures</h2>
          <CompareFigures rows={comparison.examples} from={from} to={to} />
        </section>
      </main>
    </div>
  );
}
