import type { Metadata } from 'next';
import { SiteLink } from '@/components/site-link';

export const metadata: Metadata = { title: 'Page not found', robots: { index: false } };

/** Shown for every unknown path (the export writes it as 404.html). */
export default function NotFound() {
  return (
    <main className="container narrow-page">
      <h1>Page not found</h1>
      <p>We could not find a page at this address. It may have moved, or the link may be mistyped.</p>
      <ul className="link-list">
        <li>
          <SiteLink href="/">Go to the home page</SiteLink>
        </li>
        <li>
          <SiteLink href="/docs/intro">Read the documentation</SiteLink>
        </li>
        <li>
          <SiteLink href="/search">Search the documentation</SiteLink>
        </li>
        <li>
          <SiteLink href="/docs/category/reference">Browse the API reference</SiteLink>
        </li>
      </ul>
    </main>
  );
}
