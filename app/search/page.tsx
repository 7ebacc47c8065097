import type { Metadata } from 'next';
import { listingPages } from '@/lib/content/social';
import { socialMetadata } from '@/lib/social/cards';
import { Suspense } from 'react';
import { SearchPageClient } from '@/components/search/search-page.client';

export const metadata: Metadata = {
  ...listingPages['/search'],
  ...socialMetadata('/search', { ...listingPages['/search'] }),
  robots: { index: false },
};

/** /search?q=...: the query lives in the URL, so the client part reads it inside Suspense. */
export default function SearchPage() {
  return (
    <main className="container narrow-page">
      <h1>Search the documentation</h1>
      <Suspense fallback={<p className="search-page__status">Loading the search…</p>}>
        <SearchPageClient />
      </Suspense>
    </main>
  );
}
