import type { Metadata } from 'next';
import { SiteLink } from '@/components/site-link';
import { listingPages } from '@/lib/content/social';
import { socialMetadata } from '@/lib/social/cards';
import { formatDate, groupByYear } from '@/lib/blog/posts';
import { posts } from '@/lib/content/blog';

export const metadata: Metadata = { ...listingPages['/blog/archive'], ...socialMetadata('/blog/archive', listingPages['/blog/archive']) };

export default function BlogArchive() {
  return (
    <main className="container narrow-page">
      <h1>Archive</h1>
      <p className="lead">Every post, newest first.</p>
      {groupByYear(posts).map((group) => (
        <section key={group.year}>
          <h2>{group.year}</h2>
          <ul className="archive-list">
            {group.posts.map((post) => (
              <li key={post.slug}>
                <time dateTime={post.date.slice(0, 10)}>{formatDate(post.date)}</time> <SiteLink href={post.url}>{post.title}</SiteLink>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </main>
  );
}
