/**
 * The comparisons of two releases' docs (lib/compare does the diffing, purely): one docs page in
 * two releases, ready to show (the facts of its definition with what changed, its prose block by
 * block, its examples' figures in pairs), which pages have one, and where a definition's
 * reference page is in each release. Reads the content index; server-side only.
 */
import type { Doc } from 'contentlayer/generated';
import { getDoc, getDocs } from './docs';
import { pageData } from './page-data';
import type { PageExample } from '../discover/page-examples';
import { docsReleases } from '../docs/release-view';
import { splitDocsPath } from '../docs/versions';
import { factsOf } from '../reference/documented-facts';
import { diffBlocks, type DiffRow } from '../compare/block-diff';
import { exampleKey } from '../compare/examples';
import { diffDefinition, type DefinitionDiff } from '../compare/facts-diff';
import { markChangedRows, proseBlocks, type ProseBlock } from '../compare/prose';
import { adjacentPairs, comparePath, parseRange, rangeSegment } from '../compare/routes';
import type { PageLocator } from '../compare/what-changed';

export interface PageComparison {
  from: string;
  to: string;
  slug: string;
  title: string;
  before: Doc;
  after: Doc;
  /** A reference page's definition across the two releases; null for other pages. */
  definition: DefinitionDiff | null;
  prose: DiffRow<ProseBlock>[];
  examples: DiffRow<PageExample>[];
}

/** Pairs of releases that get comparison pages: each documented release with the next. */
export const comparedPairs = adjacentPairs(docsReleases);

/** The slugs of docs pages both releases have. */
export function comparableSlugs(from: string, to: string): string[] {
  return getDocs(from)
    .map((doc) => doc.slug)
    .filter((slug) => getDoc(slug, to) !== undefined);
}

/** Every comparison page's route params: the range segment and the slug's segments. */
export function comparisonParams(): { range: string; slug: string[] }[] {
  return comparedPairs.flatMap(({ from, to }) =>
    comparableSlugs(from, to).map((slug) => ({ range: rangeSegment(from, to), slug: slug.split('/') })),
  );
}

/** The comparison of a page between the releases a range segment names; undefined when there is none. */
export function comparePage(range: string, slug: string): PageComparison | undefined {
  const pair = parseRange(range);
  if (!pair || !comparedPairs.some(({ from, to }) => from === pair.from && to === pair.to)) return undefined;
  const before = getDoc(slug, pair.from);
  const after = getDoc(slug, pair.to);
  if (!before || !after) return undefined;
  const a = pageData(before);
  const b = pageData(after);
  const name = b.definition?.name ?? a.definition?.name;
  const definition =
    name === undefined
      ? null
      : diffDefinition(
          name,
          factsOf(pair.from).definitions.find((d) => d.name === name),
          factsOf(pair.to).definitions.find((d) => d.name === name),
        );
  return {
    ...pair,
    slug,
    title: after.title,
    before,
    after,
    definition,
    prose: markChangedRows(diffBlocks(proseBlocks(a.markdown), proseBlocks(b.markdown), (block) => block.key)),
    examples: diffBlocks(
      a.examples.filter((example) => !example.lilaq),
      b.examples.filter((example) => !example.lilaq),
      exampleKey,
    ),
  };
}

/**
 * The comparison a docs page (its URL in `release`) links to: with the release before it, else
 * the one after it, when that release has the page too. Category indexes are not compared.
 */
export function compareLinkOf(url: string, release: string): { href: string; other: string } | undefined {
  const split = splitDocsPath(url);
  const slug = split?.rest.replace(/^\//, '').replace(/[#?].*$/, '');
  if (!slug || slug.startsWith('category/') || getDoc(slug, release) === undefined) return undefined;
  const pairs = [...comparedPairs.filter((pair) => pair.to === release), ...comparedPairs.filter((pair) => pair.from === release)];
  for (const { from, to } of pairs) {
    const other = from === release ? to : from;
    if (getDoc(slug, other)) return { href: comparePath(from, to, slug), other };
  }
  return undefined;
}

/** Each release's reference pages by the definition they document (the page whose `reference:` names it). */
const referencePages = new Map(
  docsReleases.map((release) => [
    release,
    new Map(
      getDocs(release).flatMap((doc) => {
        const definition = pageData(doc).definition;
        return definition ? [[definition.name, { url: doc.url, slug: doc.slug }] as const] : [];
      }),
    ),
  ]),
);

/** The `PageLocator` of the site's docs, for the What changed page. */
export const docsLocator: PageLocator = {
  referencePage: (definition, release) => referencePages.get(release)?.get(definition),
  hasPage: (slug, release) => getDoc(slug, release) !== undefined,
};
