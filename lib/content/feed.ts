import { buildFeed } from '../blog/feed';
import { postAuthors, posts } from './blog';

/** The site's news feed from the blog collection. */
export function siteFeed() {
  return buildFeed(
    posts.map((post) => ({
      title: post.title,
      description: post.description,
      url: post.url,
      date: post.date,
      authors: postAuthors(post).map((a) => ({ name: a.name, url: a.url })),
      tags: post.tags,
    })),
  );
}
