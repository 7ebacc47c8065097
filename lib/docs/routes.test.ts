import { describe, expect, it } from 'vitest';
import { findDuplicateRoutes, resolveDocsRoute } from './routes';
import type { SidebarCategory } from './sidebar';

const category = (id: SidebarCategory['id'], topLevel: boolean): SidebarCategory => ({
  type: 'category',
  id,
  label: id,
  href: `/docs/category/${id}`,
  description: '',
  items: [],
  unlisted: false,
  topLevel,
});
const categories = [category('reference', true), category('math', false)];
const docs = new Map([
  ['intro', { title: 'Intro' }],
  ['reference/plot', { title: 'plot' }],
]);
const resolve = (slug: string[]) => resolveDocsRoute(slug, (s) => docs.get(s), categories);

describe('resolveDocsRoute', () => {
  it('finds docs by their path', () => {
    expect(resolve(['reference', 'plot'])).toEqual({ kind: 'doc', doc: { title: 'plot' } });
  });
  it('serves generated category indexes', () => {
    expect(resolve(['category', 'math'])).toMatchObject({ kind: 'category', category: { id: 'math' } });
  });
  it('shows a top-level category for its bare folder URL only', () => {
    expect(resolve(['reference'])).toMatchObject({ kind: 'category', category: { id: 'reference' } });
    expect(resolve(['math'])).toEqual({ kind: 'none' });
  });
  it('returns none for unknown paths', () => {
    expect(resolve(['category', 'nope'])).toEqual({ kind: 'none' });
    expect(resolve(['nope'])).toEqual({ kind: 'none' });
  });
});

describe('findDuplicateRoutes', () => {
  it('reports routes claimed twice, with every source', () => {
    expect(
      findDuplicateRoutes([
        { route: '/docs/axis', source: 'content/docs/axis.mdx' },
        { route: '/docs/axis', source: 'content/docs/axis/index.mdx' },
        { route: '/docs/intro', source: 'content/docs/intro.mdx' },
      ]),
    ).toEqual([{ route: '/docs/axis', sources: ['content/docs/axis.mdx', 'content/docs/axis/index.mdx'] }]);
  });
});
