/**
 * The failing examples of the error index (` ```typ example fails `), as `npm run figures` compiled
 * them with the release of their page and stored Typst's message: each message is the one its
 * entry explains, as the matcher that the search and the live editor share reads it. Each
 * release's pages are read with that release's messages (an entry may be on one release's page only).
 */
import { describe, expect, it } from 'vitest';
import { getDocs } from '../content/docs';
import { docsReleases } from '../docs/release-view';
import type { PageExample } from '../discover/page-examples';
import { failureText } from '../figures/failure';
import { errorsRoute, messagesOf } from './index';
import { matchMessage } from './match';

describe.each(docsReleases)('failing examples of the error index of %s', (release) => {
  const route = errorsRoute(release);
  const pages = getDocs(release)
    .filter((doc) => doc.url.startsWith(`${route}/`))
    .map((doc) => ({ url: doc.url, examples: (doc.examples as PageExample[]).filter((example) => example.fails) }));
  const patterns = messagesOf(release);
  /** Pages of messages: every heading of an entry carries its message's id. */
  const ids = new Set(patterns.map((pattern) => pattern.id));
  const entryPages = pages.filter((page) => page.url !== `${route}/troubleshooting`);

  it('has one on every page of messages and on the troubleshooting page', () => {
    expect(pages.length).toBeGreaterThanOrEqual(6);
    expect(pages.filter((page) => page.examples.length === 0).map((page) => page.url)).toEqual([]);
  });

  it('has the message Typst gave each of them in the store', () => {
    const missing = pages.flatMap((page) =>
      page.examples.filter((example) => !example.failure).map((example) => `${page.url}#${example.id}`),
    );
    expect(missing).toEqual([]);
  });

  it('finds, for each stored message, the entry the example stands under', () => {
    const found = entryPages.flatMap((page) =>
      page.examples.map((example) => ({
        example: `${page.url}#${example.id}`,
        entry: ids.has(example.section?.id ?? '') ? example.section?.id : 'not under an entry',
        matched: example.failure ? matchMessage(patterns, failureText(example.failure))?.id : undefined,
      })),
    );
    expect(found.length).toBeGreaterThanOrEqual(5);
    expect(found.filter(({ entry, matched }) => entry !== matched)).toEqual([]);
  });

  it('finds an entry for every message on the troubleshooting page', () => {
    const troubleshooting = pages.find((page) => page.url === `${route}/troubleshooting`);
    const unmatched = (troubleshooting?.examples ?? []).filter(
      (example) => !example.failure || matchMessage(patterns, failureText(example.failure)) === null,
    );
    expect(unmatched.map((example) => example.id)).toEqual([]);
  });
});
