import type { Metadata } from 'next';
import { SiteLink } from '@/components/site-link';
import { listingPages } from '@/lib/content/social';
import { socialMetadata } from '@/lib/social/cards';
import { getAuthors, posts } from '@/lib/content/blog';

export const metadata: Metadata = { ...listingPages['/blog/authors'], ...socialMetadata('/blog/authors', listingPages['/blog/authors']) };

export default function BlogAuthors() {
  return (
    <main className="container narrow-page">
      <h1>Authors</h1>
      <ul className="author-list">
        {getAuthors().map((author) => (
          <li key={author.slug} className="author-card">
            <span className="blog-author__avatar" aria-hidden="true">
              {author.name.slice(0, 1)}
            </span>
            <div>
              <h2>
                <SiteLink href={author.url_path}>{author.name}</SiteLink>
              </h2>
              <p>{author.title}</p>
              <p>{posts.filter((p) => p.authors.includes(author.slug)).length} posts</p>
            </div>
          </li>
        ))}
      </ul>
    </main>
  );
}
