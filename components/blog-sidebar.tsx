import { SiteLink } from '@/components/site-link';
import { groupByYear } from '@/lib/blog/posts';
import { posts } from '@/lib/content/blog';

/** All posts grouped by year, each with its reading time. */
export function BlogSidebar({ activeSlug }: { activeSlug?: string }) {
  return (
    <nav className="blog-sidebar" aria-label="Blog posts">
      <p className="blog-sidebar__title">All posts</p>
      {groupByYear(posts).map((group) => (
        <section key={group.year} aria-labelledby={`blog-year-${group.year}`}>
          <h2 id={`blog-year-${group.year}`} className="blog-sidebar__year">
            {group.year}
          </h2>
          <ul>
            {group.posts.map((post) => (
              <li key={post.slug}>
                <SiteLink
                  href={post.url}
                  className={post.slug === activeSlug ? 'blog-sidebar__link blog-sidebar__link--active' : 'blog-sidebar__link'}
                  aria-current={post.slug === activeSlug ? 'page' : undefined}
                >
                  {post.title}
                </SiteLink>
                <span className="blog-sidebar__meta">{post.readingTime} min read</span>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </nav>
  );
}
