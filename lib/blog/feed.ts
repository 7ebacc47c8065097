import { Feed } from 'feed';
import { absoluteUrl } from '../site-url';
import { siteConfig } from '../site-config';

export interface FeedPost {
  title: string;
  description: string;
  url: string;
  date: string;
  authors: readonly { name: string; url: string }[];
  tags: readonly string[];
}

/** The news feed, shared by the RSS and Atom routes. Posts must be sorted newest first. */
export function buildFeed(posts: readonly FeedPost[]): Feed {
  const feed = new Feed({
    title: `${siteConfig.title} news`,
    description: 'Release notes and talks about Lilaq, the Typst plotting library.',
    id: absoluteUrl('/blog'),
    link: absoluteUrl('/blog'),
    language: siteConfig.locale.id,
    favicon: absoluteUrl('/icon.svg'),
    copyright: `Copyright © ${siteConfig.copyrightYear} Lilaq contributors`,
    updated: posts[0] ? new Date(posts[0].date) : new Date(`${siteConfig.copyrightYear}-01-01`),
    feedLinks: { rss: absoluteUrl('/blog/rss.xml'), atom: absoluteUrl('/blog/atom.xml') },
  });
  for (const post of posts) {
    feed.addItem({
      title: post.title,
      id: absoluteUrl(post.url),
      link: absoluteUrl(post.url),
      description: post.description,
      date: new Date(post.date),
      author: post.authors.map((a) => ({ name: a.name, link: a.url })),
      category: post.tags.map((name) => ({ name })),
    });
  }
  return feed;
}
