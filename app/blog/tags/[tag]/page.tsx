import type { Metadata } from 'next';
import { SiteLink } from '@/components/site-link';
import { tagPageTitle } from '@/lib/content/social';
import { socialMetadata } from '@/lib/social/cards';
import { notFound } from 'next/navigation';
import { BlogLayout } from '@/components/blog-layout';
import { BlogPostList } from '@/components/blog-post-list';
import { groupByTag } from '@/lib/blog/posts';
import { posts, tagLabels } from '@/lib/content/blog';

export const dynamicParams = false;

export function generateStaticParams() {
  return groupByTag(posts).map(({ tag }) => ({ tag }));
}

type Props = { params: Promise<{ tag: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { tag } = await params;
  const title = tagPageTitle(tagLabels[tag]?.label ?? tag);
  const description = tagLabels[tag]?.description;
  return { title, description, ...socialMetadata(`/blog/tags/${tag}`, { title, description }) };
}

export default async function TagPage({ params }: Props) {
  const { tag } = await params;
  const group = groupByTag(posts).find((g) => g.tag === tag);
  if (!group) notFound();
  return (
    <BlogLayout>
      <header className="blog-header">
        <h1>
          {group.posts.length} {group.posts.length === 1 ? 'post' : 'posts'} tagged “{tagLabels[tag]?.label ?? tag}”
        </h1>
        <p>
          {tagLabels[tag]?.description} <SiteLink href="/blog/tags">View all tags</SiteLink>
        </p>
      </header>
      <BlogPostList posts={group.posts} />
    </BlogLayout>
  );
}
