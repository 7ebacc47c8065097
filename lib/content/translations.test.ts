import { describe, expect, it } from 'vitest';
import { contentPages } from './site-pages';
import { sourceTools, toolNames, translations, type SourceTool, type TranslationRow } from './translations';

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

describe('translation table', () => {
  it('has at least 400 rows, with every tool named and filled', () => {
    expect(rows.length).toBeGreaterThanOrEqual(400);
    for (const tool of sourceTools) {
      expect(toolNames[tool]).not.toBe('');
      expect(translations[tool].length).toBeGreaterThanOrEqual(30);
    }
  });

  it('has no duplicate (tool, name) pair', () => {
    const seen = new Set<string>();
    const duplicates = rows.map(({ tool, row }) => `${tool}: ${row.name}`).filter((key) => seen.has(key) || !seen.add(key));
    expect(duplicates).toEqual([]);
  });

  it('fills every field of every row', () => {
    const empty = rows.filter(({ row }) => !row.name.trim() || !row.group.trim() || !row.lilaq.trim());
    expect(empty).toEqual([]);
  });

  it('links every row, missing ones included, to an existing page and anchor', () => {
    const broken = rows.map(({ tool, row }) => ({ key: `${tool}: ${row.name}`, problem: linkProblem(row) })).filter((r) => r.problem);
    expect(broken).toEqual([]);
  });

  it('points missing rows at a page, never at the site root', () => {
    const rootward = rows.filter(({ row }) => row.missing && !row.href.startsWith('/docs/'));
    expect(rootward).toEqual([]);
  });

  it('rejects a bad row (the checks can fail)', () => {
    const bad = (href: string): TranslationRow => ({ name: 'x', group: 'g', lilaq: 'y', href });
    expect(linkProblem(bad('/docs/reference/no-such-page'))).toBe('no page /docs/reference/no-such-page');
    expect(linkProblem(bad('/docs/reference/diagram#no-such-parameter'))).toBe('no anchor #no-such-parameter on /docs/reference/diagram');
    expect(linkProblem(bad('/docs/reference/diagram#ylim'))).toBe('');
    expect(linkProblem(bad('/docs/tutorials/axis#secondary-axes'))).toBe('');
  });

  it('knows the tools in a fixed order', () => {
    expect(sourceTools).toEqual<SourceTool[]>(['matplotlib', 'ggplot2', 'pgfplots', 'plotly', 'gnuplot']);
  });
});
