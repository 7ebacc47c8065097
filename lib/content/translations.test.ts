import { describe, expect, it } from 'vitest';
import { docsReleases } from '../docs/release-view';
import { CURRENT_RELEASE } from '../docs/versions';
import { contentPages } from './site-pages';
import { sourceTools, toolNames, translations, translationsFor, writtenRows, type SourceTool, type TranslationRow } from './translations';

const pages = contentPages();

/** What is wrong with one row's link ('' when nothing): the page must exist, and so must its anchor. */
function linkProblem(row: TranslationRow): string {
  const [pathname = '', anchor, ...rest] = row.href.split('#');
  if (rest.length > 0) return `two # in ${row.href}`;
  const anchors = pages.get(pathname);
  if (!anchors) return `no page ${pathname}`;
  if (anchor !== undefined && !anchors.has(anchor)) return `no anchor #${anchor} on ${pathname}`;
  return '';
}

const rows = sourceTools.flatMap((tool) => translations[tool].map((row) => ({ tool, row })));
/** Every release's rows as its readers see them (hrefs in its docs), keyed by release. */
const releaseRows = docsReleases.flatMap((release) =>
  sourceTools.flatMap((tool) => translationsFor(release)[tool].map((row) => ({ release, tool, row }))),
);

describe('translation table', () => {
  it('has at least 400 rows, with every tool named and filled', () => {
    expect(rows.length).toBeGreaterThanOrEqual(400);
    for (const tool of sourceTools) {
      expect(toolNames[tool]).not.toBe('');
      expect(translations[tool].length).toBeGreaterThanOrEqual(30);
    }
  });

  it('has no duplicate (tool, name) pair in any release', () => {
    const seen = new Set<string>();
    const duplicates = releaseRows
      .map(({ release, tool, row }) => `${release} ${tool}: ${row.name}`)
      .filter((key) => seen.has(key) || !seen.add(key));
    expect(duplicates).toEqual([]);
  });

  it('fills every field of every row', () => {
    const empty = rows.filter(({ row }) => !row.name.trim() || !row.group.trim() || !row.lilaq.trim());
    expect(empty).toEqual([]);
  });

  it('links every row of every release, missing ones included, to an existing page and anchor of that release', () => {
    const broken = releaseRows
      .map(({ release, tool, row }) => ({ key: `${release} ${tool}: ${row.name}`, problem: linkProblem(row) }))
      .filter((r) => r.problem);
    expect(broken).toEqual([]);
  });

  it('points missing rows at a page, never at the site root', () => {
    const rootward = releaseRows.filter(({ row }) => row.missing && !row.href.startsWith('/docs/'));
    expect(rootward).toEqual([]);
  });

  it('shows the current release exactly the rows written without a range or in it, as written', () => {
    const written = sourceTools.flatMap((tool) => writtenRows[tool].filter((row) => !row.since).map((row) => `${tool}: ${row.name} ${row.href}`));
    expect(rows.map(({ tool, row }) => `${tool}: ${row.name} ${row.href}`)).toEqual(written);
    expect(CURRENT_RELEASE).toBe('0.5.0');
  });

  it("links 0.6.0's rows into 0.6.0's docs, with its own rows in place of the ones it makes false", () => {
    const matplotlib = translationsFor('0.6.0').matplotlib;
    const violins = matplotlib.filter((row) => row.name === 'plt.violinplot');
    expect(violins).toEqual([{ name: 'plt.violinplot', group: 'pyplot', lilaq: 'lq.violin(..data)', href: '/docs/0.6.0/reference/violin' }]);
    expect(matplotlib.every((row) => !row.href.startsWith('/docs/') || row.href.startsWith('/docs/0.6.0/'))).toBe(true);
    expect(translations.matplotlib.find((row) => row.name === 'plt.violinplot')).toMatchObject({ href: '/docs/recipes/violin-plot', missing: true });
    // Violins, layout, logspace, fraction labels and jitter each have a row in 0.6.0 and none in 0.5.0.
    for (const page of ['violin', 'layout', 'logspace', 'tick-format.fraction', 'vec.jitter']) {
      const links = (release: string) =>
        sourceTools.flatMap((tool) => translationsFor(release)[tool]).filter((row) => row.href.split('#')[0]!.endsWith(`/reference/${page}`));
      expect(links('0.6.0').length, page).toBeGreaterThan(0);
      expect(links('0.5.0'), page).toEqual([]);
    }
  });

  it('rejects a bad row (the checks can fail)', () => {
    const bad = (href: string): TranslationRow => ({ name: 'x', group: 'g', lilaq: 'y', href });
    expect(linkProblem(bad('/docs/reference/no-such-page'))).toBe('no page /docs/reference/no-such-page');
    expect(linkProblem(bad('/docs/reference/diagram#no-such-parameter'))).toBe('no anchor #no-such-parameter on /docs/reference/diagram');
    expect(linkProblem(bad('/docs/reference/diagram#ylim'))).toBe('');
    expect(linkProblem(bad('/docs/tutorials/axis#secondary-axes'))).toBe('');
    expect(linkProblem(bad('/docs/reference/violin'))).toBe('no page /docs/reference/violin');
    expect(linkProblem(bad('/docs/0.6.0/reference/violin#bandwidth'))).toBe('');
  });

  it('knows the tools in a fixed order', () => {
    expect(sourceTools).toEqual<SourceTool[]>(['matplotlib', 'ggplot2', 'pgfplots', 'plotly', 'gnuplot']);
  });
});
