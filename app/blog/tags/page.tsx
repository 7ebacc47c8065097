import type { Metadata } from 'next';
import { SiteLink } from '@/components/site-link';
import { listingPages } from '@/lib/content/social';
import { socialMetadata } from '@/lib/social/cards';
import { groupByTag } from '@/lib/blog/posts';
import { posts, tagLabels } from '@/lib/content/blog';

export const metadata: Metadata = { ...listingPages['/blog/tags'], ...socialMetadata('/blog/tags', listingPages['/blog/tags']) };

export default function BlogTags() {
  return (
    <main className="container narrow-page">
      <h1>Tags</h1>
      <ul className="tag-list">
        {groupByTag(posts).map(({ tag, posts: tagged }) => (
          <li key={tag}>
            <SiteLink href={`/blog/tags/${tag}`} className="tag">
              {tagLabels[tag]?.label ?? tag} <span className="tag__count">{tagged.length}</span>
            </SiteLink>
          </li>
        ))}
      </ul>
    </main>
  );
}
