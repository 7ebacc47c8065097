/**
 * A figure as PDF: the example's code (edited or not) compiled by the page's live compiler with
 * the same preamble and hidden lines as the figure on screen. Loaded when a reader asks for a PDF.
 */
import { siteConfig } from '../site-config';
import type { Variant } from '../figures/hash';
import type { LiveParts } from '../figures/live-parts';
import { sharedCompiler } from './shared';
import { liveSource } from './source';
import { describeResult } from './status';

export async function figurePdf(
  code: string,
  parts: LiveParts,
  files: ReadonlyArray<{ name: string; url: string }>,
  variant: Variant,
): Promise<Uint8Array> {
  const layout = liveSource(code, parts, variant, siteConfig.version);
  const result = await sharedCompiler().compile(layout.source, files, 'pdf');
  if (result.kind === 'pdf') return result.bytes;
  throw new Error(describeResult(result, layout).text ?? 'the compiler gave no PDF');
}

/** The colour mode the page shows, as a figure variant. */
export const shownVariant = (): Variant => (document.documentElement.classList.contains('dark') ? 'dark' : 'light');
