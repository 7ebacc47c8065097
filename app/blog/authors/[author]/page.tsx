import type { Metadata } from 'next';
import { authorPageTitle } from '@/lib/content/social';
import { socialMetadata } from '@/lib/social/cards';
import { notFound } from 'next/navigation';
import { BlogLayout } from '@/components/blog-layout';
import { BlogPostList } from '@/components/blog-post-list';
import { getAuthor, getAuthors, posts } from '@/lib/content/blog';

export const dynamicParams = false;

export function generateStaticParams() {
  return getAuthors().map((author) => ({ author: author.slug }));
}

type Props = { params: Promise<{ author: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const author = getAuthor((await params).author);
  if (!author) return {};
  const title = authorPageTitle(author.name);
  return { title, description: author.bio, ...socialMetadata(author.url_path, { title, description: author.bio }) };
}

export default async function AuthorPage({ params }: Props) {
  const author = getAuthor((await params).author);
  if (!author) notFound();
  return (
    <BlogLayout>
      <header className="blog-header author-header">
        <span className="blog-author__avatar blog-author__avatar--large" aria-hidden="true">
          {author.name.slice(0, 1)}
        </span>
        <div>
          <h1>{author.name}</h1>
          <p>{author.title}</p>
          <p>{author.bio}</p>
          <p>
            <a href={author.url} target="_blank" rel="noopener noreferrer">
              {author.url.replace(/^https:\/\//, '')}
            </a>
          </p>
        </div>
      </header>
      <BlogPostList posts={posts.filter((p) => p.authors.includes(author.slug))} />
    </BlogLayout>
  );
}
