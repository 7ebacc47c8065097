import { DocsCards } from '@/components/docs-cards';
import { DocsLayout } from '@/components/docs-layout';
import { describeItem, sidebarOf } from '@/lib/content/docs';
import { docsRoot } from '@/lib/docs/versions';

/** The root of a release's docs (`/docs`, `/docs/0.6.0`): the top of its sidebar as cards, so the bare URL is a useful page. */
export function DocsIndex({ release }: { release: string }) {
  return (
    <DocsLayout href={docsRoot(release)} title="Documentation" toc={[]} release={release}>
      <header>
        <h1>Documentation</h1>
        <p className="lead">Start with the introduction, or jump to the part you need.</p>
      </header>
      <DocsCards items={sidebarOf(release)} describe={(item) => describeItem(item, release)} />
    </DocsLayout>
  );
}
