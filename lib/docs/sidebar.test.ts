import { describe, expect, it } from 'vitest';
import type { CategoryConfig } from './categories';
import { buildSidebar, docCategory, findPager, findTrail, flattenSidebar } from './sidebar';

const categories: CategoryConfig[] = [
  {
    id: 'tutorials',
    label: 'Tutorials',
    description: 'd',
    parent: null,
    position: 3,
    folder: 'tutorials',
    link: { type: 'generated-index' },
  },
  {
    id: 'examples',
    label: 'Examples',
    description: 'd',
    parent: null,
    position: 4,
    folder: 'examples',
    link: { type: 'doc', id: 'examples' },
  },
  {
    id: 'reference',
    label: 'Reference',
    description: 'd',
    parent: null,
    position: 5,
    folder: 'reference',
    link: { type: 'generated-index' },
  },
  { id: 'math', label: 'Math', description: 'd', parent: 'reference', position: 9, link: { type: 'generated-index' } },
];

const docs = [
  { slug: 'quickstart', title: 'Quickstart', sidebar_position: 2 },
  { slug: 'intro', title: 'Introduction', sidebar_position: 1 },
  { slug: 'tutorials/axis', title: 'Axis' },
  { slug: 'tutorials/cycles', title: 'Cycles', sidebar_position: 1 },
  { slug: 'examples', title: 'Examples' },
  { slug: 'examples/climograph', title: 'Climograph' },
  { slug: 'reference/plot', title: 'plot', sidebar_position: 1 },
  { slug: 'reference/linspace', title: 'linspace', category: 'math' as const },
];

describe('buildSidebar', () => {
  const tree = buildSidebar(docs, categories);

  it('orders docs and categories on one position scale', () => {
    expect(tree.map((i) => i.label)).toEqual(['Introduction', 'Quickstart', 'Tutorials', 'Examples', 'Reference']);
  });

  it('puts positioned docs before unpositioned ones', () => {
    const tutorials = tree[2];
    expect(tutorials?.type === 'category' && tutorials.items.map((i) => i.label)).toEqual(['Cycles', 'Axis']);
  });

  it('links a category to its index doc without listing that doc twice', () => {
    const examples = tree[3];
    expect(examples).toMatchObject({ type: 'category', href: '/docs/examples' });
    expect(flattenSidebar(tree).filter((p) => p.href === '/docs/examples')).toHaveLength(1);
  });

  it('nests docs by their category frontmatter', () => {
    expect(findTrail(tree, '/docs/reference/linspace').map((c) => c.id)).toEqual(['reference', 'math']);
  });

  it('gives previous and next pages in reading order', () => {
    const pager = findPager(tree, '/docs/category/tutorials');
    expect(pager.previous?.href).toBe('/docs/quickstart');
    expect(pager.next?.href).toBe('/docs/tutorials/cycles');
  });
});

describe('docCategory', () => {
  it('falls back to the folder, then to the top level', () => {
    expect(docCategory({ slug: 'tutorials/axis', title: 'Axis' }, categories)).toBe('tutorials');
    expect(docCategory({ slug: 'intro', title: 'Intro' }, categories)).toBeNull();
  });
});
