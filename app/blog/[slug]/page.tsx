import type { Metadata } from 'next';
import { SiteLink } from '@/components/site-link';
import { socialMetadata } from '@/lib/social/cards';
import { notFound } from 'next/navigation';
import { BlogLayout } from '@/components/blog-layout';
import { BlogPostMeta, BlogPostTags } from '@/components/blog-post-meta';
import { DocsToc } from '@/components/docs-toc.client';
import { mdxComponents } from '@/components/mdx';
import { getPost, posts } from '@/lib/content/blog';
import { markdownUrl } from '@/lib/content/markdown';
import { pageData } from '@/lib/content/page-data';
import { renderMdx } from '@/lib/mdx/run';

export const dynamicParams = false;

export function generateStaticParams() {
  return posts.map((post) => ({ slug: post.slug }));
}

type Props = { params: Promise<{ slug: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const post = getPost((await params).slug);
  if (!post) return {};
  const social = socialMetadata(post.url, { title: post.title, description: post.description, publishedTime: post.date });
  return {
    title: post.title,
    description: post.description,
    ...social,
    alternates: { ...social.alternates, types: { 'text/markdown': markdownUrl(post.url) } },
  };
}

export default async function BlogPostPage({ params }: Props) {
  const { slug } = await params;
  const post = getPost(slug);
  if (!post) notFound();
  const index = posts.findIndex((p) => p.slug === slug);
  const newer = posts[index - 1];
  const older = posts[index + 1];
  return (
    <BlogLayout activeSlug={slug} aside={<DocsToc entries={pageData(post).toc} />}>
      <article className="blog-post">
        <header>
          <h1>{post.title}</h1>
          <BlogPostMeta post={post} />
        </header>
        <div className="markdown">{renderMdx(post.body.code, mdxComponents)}</div>
        <BlogPostTags post={post} />
      </article>
      <nav className="pager" aria-label="Blog posts">
        {newer ? (
          <SiteLink href={newer.url} className="pager__link pager__link--prev">
            <span className="pager__sublabel">Newer post</span>
            <span className="pager__label">« {newer.title}</span>
          </SiteLink>
        ) : (
          <span />
        )}
        {older ? (
          <SiteLink href={older.url} className="pager__link pager__link--next">
            <span className="pager__sublabel">Older post</span>
            <span className="pager__label">{older.title} »</span>
          </SiteLink>
        ) : null}
      </nav>
    </BlogLayout>
  );
}
