import { CopyButton } from './mdx/copy-button.client';
import './docs-page-actions.css';

/**
 * Under a doc's title: copy the page as Markdown (for pasting into an assistant), or open the
 * Markdown file itself. The text is the same as the `<path>.md` export.
 */
export function DocsPageActions({ markdown, markdownHref }: { markdown: string; markdownHref: string }) {
  return (
    <div className="page-actions">
      <CopyButton text={markdown} label="Copy page as Markdown" idleText="Copy page" what="Page" className="page-actions__button" />
      <a className="page-actions__button" href={markdownHref} type="text/markdown">
        View as Markdown
      </a>
    </div>
  );
}
