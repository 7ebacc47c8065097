import { describe, expect, it } from 'vitest';
import { sameFigure } from '../compare/examples';
import { releaseSteps } from '../compare/release-steps';
import { summarizeStep } from '../compare/what-changed';
import { splitDocsPath } from '../docs/versions';
import { compareLinkOf, comparePage, comparisonParams, docsLocator } from './compare';
import { getDoc } from './docs';
import { pageData } from './page-data';

describe('comparing a docs page across two releases', () => {
  const bar = comparePage('0.5.0...0.6.0', 'reference/bar');

  it("shows bar's width changed, with both defaults, and marks the text that differs", () => {
    const width = bar?.definition?.params.find((param) => param.name === 'width');
    expect(width).toMatchObject({ status: 'changed', default: { from: '0.8', to: '80%' } });
    expect(bar?.prose.some((row) => row.kind === 'changed')).toBe(true);
  });

  it('pairs the examples and tells a figure both releases draw alike from one they draw differently', () => {
    const rows = bar?.examples ?? [];
    expect(rows.length).toBeGreaterThan(1);
    expect(rows.some((row) => sameFigure(row))).toBe(true);
    expect(rows.some((row) => row.kind === 'same' && !sameFigure(row))).toBe(true);
  });

  it('exists for pages both releases have, and only for them', () => {
    const slugs = comparisonParams().map((params) => `${params.range}/${params.slug.join('/')}`);
    expect(slugs).toContain('0.5.0...0.6.0/reference/bar');
    expect(slugs).not.toContain('0.5.0...0.6.0/reference/violin');
    expect(comparePage('0.5.0...0.6.0', 'reference/violin')).toBeUndefined();
    expect(comparePage('0.6.0...0.5.0', 'reference/bar')).toBeUndefined();
  });

  it('is linked from both releases’ pages, not from a page one release lacks', () => {
    const link = { href: '/compare/0.5.0...0.6.0/reference/bar', other: '0.6.0' };
    expect(compareLinkOf('/docs/reference/bar', '0.5.0')).toEqual(link);
    expect(compareLinkOf('/docs/0.6.0/reference/bar', '0.6.0')).toEqual({ ...link, other: '0.5.0' });
    expect(compareLinkOf('/docs/0.6.0/reference/violin', '0.6.0')).toBeUndefined();
  });
});

describe('the What changed entries of the site’s docs', () => {
  const steps = releaseSteps().map((step) => summarizeStep(step, docsLocator));
  const entries = steps.flatMap((step) => step.groups.flatMap((group) => group.entries));

  it('link each change to a reference page and anchor that exist in that release', () => {
    for (const entry of entries) {
      expect(entry.reference, `lq.${entry.definition}`).toBeDefined();
      const [path, anchor] = (entry.reference as string).split('#');
      const split = splitDocsPath(path as string);
      const doc = getDoc(split?.rest.slice(1) ?? '', split?.release);
      expect(doc, entry.reference).toBeDefined();
      if (anchor && doc) expect(pageData(doc).definition?.params.map((param) => param.name)).toContain(anchor);
    }
  });

  it('link a comparison for every change to a definition both releases document', () => {
    const bar = entries.find((entry) => entry.definition === 'bar' && entry.kind === 'default-changed');
    expect(bar?.compare).toBe('/compare/0.5.0...0.6.0/reference/bar#width');
    expect(entries.find((entry) => entry.definition === 'violin')?.compare).toBeUndefined();
  });
});
