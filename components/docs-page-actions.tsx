import { withBase } from '@/lib/base-path';
import { CopyButton } from './mdx/copy-button.client';
import './docs-page-actions.css';

/**
 * Under a doc's title: copy the page as Markdown (for pasting into an assistant), or open the
 * Markdown file itself. Both use the `<path>.md` export, fetched only when asked for, so the page
 * does not carry its own Markdown.
 */
export function DocsPageActions({ markdownHref }: { markdownHref: string }) {
  return (
    <div className="page-actions">
      <CopyButton
        source={withBase(markdownHref)}
        label="Copy page as Markdown"
        idleText="Copy page"
        what="Page"
        className="page-actions__button"
      />
      <a className="page-actions__button" href={withBase(markdownHref)} type="text/markdown">
        View as Markdown
      </a>
    </div>
  );
}
