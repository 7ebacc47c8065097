import type { Metadata } from 'next';
import { listingPages } from '@/lib/content/social';
import { socialMetadata } from '@/lib/social/cards';
import { DocsIndex } from '@/components/docs-index';
import { CURRENT_RELEASE } from '@/lib/docs/versions';

export const metadata: Metadata = {
  ...listingPages['/docs'],
  ...socialMetadata('/docs', { ...listingPages['/docs'], canonical: '/docs/intro' }),
};

/** `/docs` itself: the top of the sidebar as cards, so the bare URL is a useful page. */
export default function DocsIndexPage() {
  return <DocsIndex release={CURRENT_RELEASE} />;
}
