/**
 * The failing examples of the error index (` ```typ example fails `), as `npm run figures` compiled
 * them with Lilaq 0.5.0 and stored Typst's message: each message is the one its entry explains, as
 * the matcher that the search and the live editor share reads it.
 */
import { allDocs } from 'contentlayer/generated';
import { describe, expect, it } from 'vitest';
import type { PageExample } from '../discover/page-examples';
import { failureText } from '../figures/failure';
import { ERRORS_ROUTE, MESSAGE_PATTERNS } from './index';
import { matchMessage } from './match';

const pages = allDocs
  .filter((doc) => doc.url.startsWith(`${ERRORS_ROUTE}/`))
  .map((doc) => ({ url: doc.url, examples: (doc.examples as PageExample[]).filter((example) => example.fails) }));
/** Pages of messages: every heading of an entry carries its message's id. */
const ids = new Set(MESSAGE_PATTERNS.map((pattern) => pattern.id));
const entryPages = pages.filter((page) => page.url !== `${ERRORS_ROUTE}/troubleshooting`);

describe('failing examples of the error index', () => {
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
        matched: example.failure ? matchMessage(MESSAGE_PATTERNS, failureText(example.failure))?.id : undefined,
      })),
    );
    expect(found.length).toBeGreaterThanOrEqual(5);
    expect(found.filter(({ entry, matched }) => entry !== matched)).toEqual([]);
  });

  it('finds an entry for every message on the troubleshooting page', () => {
    const troubleshooting = pages.find((page) => page.url === `${ERRORS_ROUTE}/troubleshooting`);
    const unmatched = (troubleshooting?.examples ?? []).filter(
      (example) => !example.failure || matchMessage(MESSAGE_PATTERNS, failureText(example.failure)) === null,
    );
    expect(unmatched.map((example) => example.id)).toEqual([]);
  });
});
