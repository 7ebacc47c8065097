import { describe, expect, it } from 'vitest';
import { contentPages } from '../content/site-pages';
import { docsReleases } from '../docs/release-view';
import { releases } from '../releases';
import { MESSAGE_FILES, MESSAGE_PATTERNS, entryHrefs, errorsRoute, lilaqMessages, messagesOf } from './index';

const pages = contentPages();

describe('the error index', () => {
  it('has the messages of every release the site knows', () => {
    expect(MESSAGE_FILES.map((file) => file.version)).toEqual(releases.map((release) => release.version));
  });

  it.each(docsReleases)(
    'has an entry on the %s pages for every message that release raises and every chosen Typst and elembic message, under its id',
    (release) => {
      const hrefs = entryHrefs(pages, release);
      expect(
        messagesOf(release)
          .filter((pattern) => !hrefs.has(pattern.id))
          .map((pattern) => pattern.id),
      ).toEqual([]);
    },
  );

  it.each(docsReleases)('gives each message one anchor on the %s pages: no id twice among the messages, none on two pages', (release) => {
    const ids = MESSAGE_PATTERNS.map((pattern) => pattern.id);
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
    const errorPages = [...pages].filter(([route]) => route.startsWith(`${errorsRoute(release)}/`));
    expect(errorPages.length).toBeGreaterThanOrEqual(6);
    const onTwo = ids.filter((id) => errorPages.filter(([, anchors]) => anchors.has(id)).length > 1);
    expect(onTwo).toEqual([]);
  });

  it('has no entry on a release’s pages for a message only other releases raise', () => {
    const stray = docsReleases.flatMap((release) => {
      const hrefs = entryHrefs(pages, release);
      return lilaqMessages
        .filter((message) => !message.releases.includes(release) && hrefs.has(message.id))
        .map((m) => `${release}: ${m.id}`);
    });
    expect(stray).toEqual([]);
  });

  it('knows the messages new in 0.6.0 (the aspect ratio ones among them), and not its internal checks', () => {
    const only060 = lilaqMessages.filter((message) => message.releases.join() === '0.6.0').map((message) => message.id);
    expect(only060).toContain('an-aspect-ratio-must-be-specified-when-one-of-the');
    expect(only060).toHaveLength(10);
    expect(lilaqMessages.filter((message) => message.template.startsWith('Internal error'))).toEqual([]);
  });
});
