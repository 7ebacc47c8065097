import { SiteLink } from '@/components/site-link';
import type { Post } from 'contentlayer/generated';
import { formatDate } from '@/lib/blog/posts';
import { postAuthors, tagLabels } from '@/lib/content/blog';

/** Date, reading time, authors and tags of a post. */
export function BlogPostMeta({ post }: { post: Post }) {
  return (
    <div className="blog-meta">
      <p>
        <time dateTime={post.date.slice(0, 10)}>{formatDate(post.date)}</time> · {post.readingTime} min read
      </p>
      <p className="blog-meta__authors">
        {postAuthors(post).map((author) => (
          <SiteLink key={author.slug} href={author.url_path} className="blog-author">
            <span className="blog-author__avatar" aria-hidden="true">
              {author.name.slice(0, 1)}
            </span>
            <span>
              <span className="blog-author__name">{author.name}</span>
              <span className="blog-author__title">{author.title}</span>
            </span>
          </SiteLink>
        ))}
      </p>
    </div>
  );
}

export function BlogPostTags({ post }: { post: Post }) {
  return (
    <p className="blog-tags">
      <span>Tags:</span>
      {post.tags.map((tag) => (
        <SiteLink key={tag} href={`/blog/tags/${tag}`} className="tag">
          {tagLabels[tag]?.label ?? tag}
        </SiteLink>
      ))}
    </p>
  );
}
