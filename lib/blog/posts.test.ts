import { describe, expect, it } from 'vitest';
import { formatDate, groupByTag, groupByYear, sortPosts } from './posts';

const post = (slug: string, date: string, tags: string[]) => ({ slug, url: `/blog/${slug}`, title: slug, date, tags, authors: ['mc-zen'] });
const posts = [
  post('release-0.1.0', '2025-03-14T00:00:00.000Z', ['release']),
  post('talk', '2024-12-24T00:00:00.000Z', ['talk']),
  post('release-0.5.0', '2025-09-17T00:00:00.000Z', ['release']),
];

describe('blog helpers', () => {
  it('sorts newest first', () => {
    expect(sortPosts(posts).map((p) => p.slug)).toEqual(['release-0.5.0', 'release-0.1.0', 'talk']);
  });
  it('groups by year for the sidebar and archive', () => {
    expect(groupByYear(posts).map((g) => [g.year, g.posts.length])).toEqual([
      [2025, 2],
      [2024, 1],
    ]);
  });
  it('groups by tag', () => {
    expect(groupByTag(posts).map((g) => [g.tag, g.posts.map((p) => p.slug)])).toEqual([
      ['release', ['release-0.5.0', 'release-0.1.0']],
      ['talk', ['talk']],
    ]);
  });
  it('formats calendar dates without a time-zone shift', () => {
    expect(formatDate('2025-01-18T00:00:00.000Z')).toBe('January 18, 2025');
  });
});
