import type { Metadata } from 'next';
import { listingPages } from '@/lib/content/social';
import { socialMetadata } from '@/lib/social/cards';
import { Suspense } from 'react';
import { SearchPageClient } from '@/components/search/search-page.client';
import { SearchPagePlaceholder } from '@/components/search/search-page-static';

export const metadata: Metadata = {
  ...listingPages['/search'],
  ...socialMetadata('/search', { ...listingPages['/search'] }),
  robots: { index: false },
};

/**
 * /search?q=...: the query lives in the URL, so the client part reads it inside Suspense; the
 * exported HTML holds its empty-query layout meanwhile.
 */
export default function SearchPage() {
  return (
    <main className="container narrow-page">
      <h1>Search the documentation</h1>
      <Suspense fallback={<SearchPagePlaceholder />}>
        <SearchPageClient />
      </Suspense>
    </main>
  );
}
