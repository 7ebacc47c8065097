import type { ReactNode } from 'react';
import { BlogSidebar } from './blog-sidebar';

export function BlogLayout({ activeSlug, children, aside }: { activeSlug?: string; children: ReactNode; aside?: ReactNode }) {
  return (
    <div className={aside ? 'blog-wrapper blog-wrapper--aside container' : 'blog-wrapper container'}>
      <aside className="blog-sidebar-container">
        <BlogSidebar activeSlug={activeSlug} />
      </aside>
      <main className="blog-main">{children}</main>
      {aside ? <div className="blog-aside">{aside}</div> : null}
    </div>
  );
}
