/**
 * The error index as the site uses it: every message it explains (Lilaq's generated templates of
 * every release the site documents, and the chosen Typst and elembic ones) with the anchor of its
 * entry. Entries live on the pages under each release's /docs/errors; an entry's heading carries
 * the message's id as its anchor (`{/* #id *\/}`). A message one release raises only has its entry
 * on that release's page (inside a `<Release since/until>` block).
 */
import messages050 from './messages/0.5.0.json';
import messages060 from './messages/0.6.0.json';
import { CURRENT_RELEASE, docsRoot } from '../docs/versions';
import type { LilaqMessage, MessagesFile } from './types';
import type { MessagePattern } from './match';
import { TYPST_MESSAGES } from './typst-messages';

/** The error index of the current release (`/docs/errors`); another release's is under its docs root. */
export const ERRORS_ROUTE = '/docs/errors';

/** The error index of `release`: `/docs/errors`, or `/docs/0.6.0/errors`. */
export function errorsRoute(release: string): string {
  return `${docsRoot(release)}/errors`;
}

/** The generated message files, one per release (lib/errors/messages/), oldest first. */
export const MESSAGE_FILES: readonly MessagesFile[] = [messages050 as MessagesFile, messages060 as MessagesFile];

/** A Lilaq message with the releases that raise it (its template and sources as the oldest of them has them). */
export interface IndexedMessage extends LilaqMessage {
  releases: string[];
}

/** Every Lilaq message of every release, once by id. */
export const lilaqMessages: readonly IndexedMessage[] = (() => {
  const byId = new Map<string, IndexedMessage>();
  for (const file of MESSAGE_FILES) {
    for (const message of file.messages) {
      const known = byId.get(message.id);
      if (known) known.releases.push(file.version);
      else byId.set(message.id, { ...message, releases: [file.version] });
    }
  }
  return [...byId.values()];
})();

/** Every template the index explains, Lilaq's first (of every release). */
export const MESSAGE_PATTERNS: readonly MessagePattern[] = [
  ...lilaqMessages.map(({ id, template }) => ({ id, template })),
  ...TYPST_MESSAGES,
];

/** The templates a release's error index explains: the Lilaq messages it raises and the Typst and elembic ones. */
export function messagesOf(release: string): MessagePattern[] {
  return [
    ...lilaqMessages.filter((message) => message.releases.includes(release)).map(({ id, template }) => ({ id, template })),
    ...TYPST_MESSAGES,
  ];
}

/** A message with the address of its entry in one release's error index, as the live editor downloads it (/lilaq-api.json). */
export interface ErrorLink extends MessagePattern {
  href: string;
  /** The release whose error index the entry is in. */
  release: string;
}

/** An entry's address in `release`'s error index: the page under it whose anchors include the message's id. */
export function entryHrefs(pages: ReadonlyMap<string, ReadonlySet<string>>, release: string = CURRENT_RELEASE): Map<string, string> {
  const root = `${errorsRoute(release)}/`;
  const hrefs = new Map<string, string>();
  for (const [route, anchors] of pages) {
    if (!route.startsWith(root)) continue;
    for (const { id } of MESSAGE_PATTERNS) if (anchors.has(id)) hrefs.set(id, `${route}#${id}`);
  }
  return hrefs;
}

/**
 * Every message that has an entry, with its address, for each release in `releases` (the current
 * release's first): the live editor links the entry of the release it compiled with.
 */
export function errorLinks(pages: ReadonlyMap<string, ReadonlySet<string>>, releases: readonly string[] = [CURRENT_RELEASE]): ErrorLink[] {
  return releases.flatMap((release) => {
    const hrefs = entryHrefs(pages, release);
    return messagesOf(release).flatMap((pattern) => {
      const href = hrefs.get(pattern.id);
      return href === undefined ? [] : [{ ...pattern, href, release }];
    });
  });
}
