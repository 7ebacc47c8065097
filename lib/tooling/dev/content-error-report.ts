/**
 * What contentlayer printed for a generation that failed, gathered line by line for the page
 * (`lib/dev-content-error.ts`). A generation starts with a saved file or the config; its error
 * block starts with an error line and runs until the next generation, which clears it.
 *
 * A docs page is also a document of every other release (`content/releases/VERSION/docs` is a link
 * to `content/docs`), and its second generation usually fails last: the report names the file the
 * author edits, and the release whose view failed.
 */
import { VIEWS_DIR } from '../../docs/release-view';
import type { ContentlayerEvent } from './contentlayer-log';

/** Lines kept of one error block: contentlayer lists every field of every document that fails. */
const MAX_LINES = 60;

export class ContentErrorReport {
  private lines: string[] = [];
  private collecting = false;

  /** Takes one line of contentlayer's output with what `readContentlayerLine` made of it. */
  feed(line: string, event: ContentlayerEvent | undefined): void {
    if (event?.kind === 'file' || event?.kind === 'config' || event?.kind === 'generated') {
      this.lines = [];
      this.collecting = false;
      return;
    }
    if (event?.kind === 'error') this.collecting = true;
    if (this.collecting && this.lines.length < MAX_LINES) this.lines.push(line.trimEnd());
  }

  /** The error block so far, blank lines at its ends dropped and runs of them folded; '' when none. */
  text(): string {
    const views = new Set<string>();
    const text = this.lines
      .join('\n')
      .replace(/\n{3,}/g, '\n\n')
      .trim()
      .replace(new RegExp(`\\b${VIEWS_DIR}/([^/\\s"]+)/docs/`, 'g'), (_, release: string) => {
        views.add(release);
        return 'docs/';
      });
    if (views.size === 0) return text;
    return `${text}\n\n(Found while building the pages for Lilaq ${[...views].join(', ')}: they are the files of content/docs.)`;
  }
}
