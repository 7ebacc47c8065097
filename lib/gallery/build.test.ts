import { describe, expect, it } from 'vitest';
import { lqArgs, lqPaths } from '../discover/calls';
import type { PageExample } from '../discover/page-examples';
import { buildGallery, type GallerySource } from './build';

function example(id: string, code: string, options: { section?: string; figure?: boolean } = {}): PageExample {
  return {
    id,
    alt: `Figure ${id}`,
    code,
    lqPaths: lqPaths(code),
    lqArgs: lqArgs(code),
    ...(options.section ? { section: { title: options.section, id: options.section.toLowerCase() } } : {}),
    ...(options.figure === false
      ? {}
      : { figure: { light: `/figures/${id}-light.svg`, dark: `/figures/${id}-dark.svg`, width: 300, height: 200 } }),
  };
}

const sources: GallerySource[] = [
  { url: '/', title: 'Home page', examples: [example('ex-1', '#lq.diagram(lq.plot(x, y, label: [a]))')] },
  {
    url: '/docs/recipes/grouped-bars',
    title: 'Grouped bars',
    level: 'beginner',
    examples: [
      example('ex-1', '#lq.diagram(lq.bar(x, y, offset: -0.2), lq.bar(x, z, offset: 0.2))', { section: 'Two groups' }),
      example('ex-2', '#lq.diagram(lq.contour(x, y, f))', { figure: false }),
      example('ex-3', '#lq.diagram(lq.plot(x, y), lq.hlines(0))'),
    ],
  },
  { url: '/docs/reference/vec.add', title: 'lq.vec.add', examples: [example('ex-1', '#lq.vec.add((1, 2), (3, 4))')] },
  // A post's example for another release than the docs: shown on its page, not in the gallery.
  { url: '/blog/release-0.6.0', title: 'Lilaq 0.6.0', examples: [{ ...example('ex-1', '#lq.diagram(lq.plot(x, y))'), lilaq: '0.6.0' }] },
];

describe('buildGallery', () => {
  const gallery = buildGallery(sources);

  it('lists every example with a figure, linked to its anchor, under its plot type', () => {
    expect(gallery.total).toBe(4);
    expect(gallery.groups.map((group) => [group.id, group.items.map((item) => item.href)])).toEqual([
      ['plot', ['/#ex-1', '/docs/recipes/grouped-bars#ex-3']],
      ['bar', ['/docs/recipes/grouped-bars#ex-1']],
      ['other', ['/docs/reference/vec.add#ex-1']],
    ]);
    expect(gallery.groups[0]).toMatchObject({ title: 'Line plots', call: 'lq.plot' });
    expect(gallery.groups[2]).not.toHaveProperty('call');
  });

  it('names each figure by its page and section, else its place on the page', () => {
    const bar = gallery.groups[1]!.items[0]!;
    expect(bar).toMatchObject({ pageTitle: 'Grouped bars', label: 'Two groups', alt: 'Figure ex-1', tags: ['bar', 'beginner'] });
    expect(gallery.groups[0]!.items[1]).toMatchObject({ label: 'Example 3', tags: ['plot', 'hlines', 'beginner'] });
  });

  it('offers the tags figures have, with their counts, in button order', () => {
    expect(gallery.tags.map((tag) => [tag.id, tag.count])).toEqual([
      ['plot', 2],
      ['bar', 1],
      ['hlines', 1],
      ['legend', 1],
      ['beginner', 2],
    ]);
  });
});
