import { allAuthors, allPosts, type Author, type Post } from 'contentlayer/generated';
import { sortPosts } from '../blog/posts';

/** Access to blog posts and authors. Server-side only. Fails loudly on unknown author ids. */

export const posts: Post[] = sortPosts(allPosts);

const authorsBySlug = new Map(allAuthors.map((a) => [a.slug, a]));

for (const post of allPosts) {
  for (const id of post.authors) {
    if (!authorsBySlug.has(id)) throw new Error(`content/${post._raw.sourceFilePath}: unknown author "${id}" (no content/authors/${id}.yaml)`);
  }
}

export function getPost(slug: string): Post | undefined {
  return posts.find((p) => p.slug === slug);
}

export function getAuthor(slug: string): Author | undefined {
  return authorsBySlug.get(slug);
}

export function getAuthors(): Author[] {
  return [...allAuthors].sort((a, b) => a.name.localeCompare(b.name));
}

export function postAuthors(post: Post): Author[] {
  return post.authors.map((id) => authorsBySlug.get(id)).filter((a): a is Author => a !== undefined);
}

export const tagLabels: Record<string, { label: string; description: string }> = {
  release: { label: 'Release', description: 'Announcements of new Lilaq versions and what changed in them.' },
  talk: { label: 'Talk', description: 'Recorded talks about Lilaq.' },
};
