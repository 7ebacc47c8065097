import { SiteLink } from '@/components/site-link';
import type { Post } from 'contentlayer/generated';
import { BlogPostMeta, BlogPostTags } from './blog-post-meta';

/** Post previews: title, meta, summary and a link to the full post. */
export function BlogPostList({ posts }: { posts: readonly Post[] }) {
  return (
    <div className="blog-list">
      {posts.map((post) => (
        <article key={post.slug} className="blog-preview">
          <h2>
            <SiteLink href={post.url}>{post.title}</SiteLink>
          </h2>
          <BlogPostMeta post={post} />
          <p>{post.description}</p>
          <BlogPostTags post={post} />
          <SiteLink href={post.url} className="blog-preview__more" aria-label={`Read more about ${post.title}`}>
            Read more
          </SiteLink>
        </article>
      ))}
    </div>
  );
}
