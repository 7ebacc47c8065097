import { describe, expect, it } from 'vitest';
import { buildFeed } from './feed';

const posts = [
  {
    title: 'Lilaq 0.5.0 & friends',
    description: 'Datetime <axes>.',
    url: '/blog/release-0.5.0',
    date: '2025-09-17T00:00:00.000Z',
    authors: [{ name: 'Mc-Zen', url: 'https://github.com/Mc-Zen' }],
    tags: ['release'],
  },
  { title: 'Talk', description: 'A talk.', url: '/blog/talk', date: '2024-12-24T00:00:00.000Z', authors: [], tags: ['talk'] },
];

describe('buildFeed', () => {
  it('writes RSS items with absolute links and escaped text', () => {
    const rss = buildFeed(posts).rss2();
    expect(rss).toContain('<link>https://lilaq.org/blog/release-0.5.0</link>');
    // Markup in text stays text: wrapped in CDATA or entity-escaped, never a live element.
    expect(rss.includes('<![CDATA[Datetime <axes>.]]>') || rss.includes('Datetime &lt;axes&gt;.')).toBe(true);
    expect(rss.indexOf('release-0.5.0')).toBeLessThan(rss.indexOf('/blog/talk'));
  });
  it('writes Atom with the newest post as the update time', () => {
    const atom = buildFeed(posts).atom1();
    expect(atom).toContain('<updated>2025-09-17T00:00:00.000Z</updated>');
    expect(atom).toContain('https://lilaq.org/blog/atom.xml');
  });
});
