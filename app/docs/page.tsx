import type { Metadata } from 'next';
import { listingPages } from '@/lib/content/social';
import { socialMetadata } from '@/lib/social/cards';
import { DocsCards } from '@/components/docs-cards';
import { DocsLayout } from '@/components/docs-layout';
import { describeItem, sidebar } from '@/lib/content/docs';

export const metadata: Metadata = {
  ...listingPages['/docs'],
  ...socialMetadata('/docs', { ...listingPages['/docs'], canonical: '/docs/intro' }),
};

/** `/docs` itself: the top of the sidebar as cards, so the bare URL is a useful page. */
export default function DocsIndex() {
  return (
    <DocsLayout href="/docs" title="Documentation" toc={[]}>
      <header>
        <h1>Documentation</h1>
        <p className="lead">Start with the introduction, or jump to the part you need.</p>
      </header>
      <DocsCards items={sidebar} describe={describeItem} />
    </DocsLayout>
  );
}
