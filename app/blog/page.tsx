import type { Metadata } from 'next';
import { SiteLink } from '@/components/site-link';
import { withBase } from '@/lib/base-path';
import { listingPages } from '@/lib/content/social';
import { socialMetadata } from '@/lib/social/cards';
import { BlogLayout } from '@/components/blog-layout';
import { BlogPostList } from '@/components/blog-post-list';
import { posts } from '@/lib/content/blog';

export const metadata: Metadata = {
  ...listingPages['/blog'],
  ...socialMetadata('/blog', { ...listingPages['/blog'] }),
};

export default function BlogIndex() {
  return (
    <BlogLayout>
      <header className="blog-header">
        <h1>News</h1>
        <p>
          Release notes and talks. Also available as <a href={withBase('/blog/rss.xml')}>RSS</a> and{' '}
          <a href={withBase('/blog/atom.xml')}>Atom</a> feeds, or browse the <SiteLink href="/blog/archive">archive</SiteLink>.
        </p>
      </header>
      <BlogPostList posts={posts} />
    </BlogLayout>
  );
}
