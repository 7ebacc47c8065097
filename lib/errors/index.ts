/**
 * The error index as the site uses it: every message it explains (Lilaq's generated templates and
 * the chosen Typst and elembic ones) with the anchor of its entry. Entries live on the pages under
 * /docs/errors; an entry's heading carries the message's id as its anchor (`{/* #id *\/}`).
 */
import messages from './messages/0.5.0.json';
import type { MessagesFile } from './types';
import type { MessagePattern } from './match';
import { TYPST_MESSAGES } from './typst-messages';

export const ERRORS_ROUTE = '/docs/errors';

export const lilaqMessages = (messages as MessagesFile).messages;

/** Every template the index explains, Lilaq's first. */
export const MESSAGE_PATTERNS: readonly MessagePattern[] = [
  ...lilaqMessages.map(({ id, template }) => ({ id, template })),
  ...TYPST_MESSAGES,
];

/** A message with the address of its entry, as the live editor downloads it (/lilaq-api.json). */
export interface ErrorLink extends MessagePattern {
  href: string;
}

/** An entry's address: the page under /docs/errors whose anchors include the message's id. */
export function entryHrefs(pages: ReadonlyMap<string, ReadonlySet<string>>): Map<string, string> {
  const hrefs = new Map<string, string>();
  for (const [route, anchors] of pages) {
    if (!route.startsWith(`${ERRORS_ROUTE}/`)) continue;
    for (const { id } of MESSAGE_PATTERNS) if (anchors.has(id)) hrefs.set(id, `${route}#${id}`);
  }
  return hrefs;
}

/** Every message that has an entry, with its address. */
export function errorLinks(pages: ReadonlyMap<string, ReadonlySet<string>>): ErrorLink[] {
  const hrefs = entryHrefs(pages);
  return MESSAGE_PATTERNS.flatMap((pattern) => {
    const href = hrefs.get(pattern.id);
    return href === undefined ? [] : [{ ...pattern, href }];
  });
}
