import { describe, expect, it } from 'vitest';
import { contentPages } from '../content/site-pages';
import { ERRORS_ROUTE, MESSAGE_PATTERNS, entryHrefs } from './index';

const pages = contentPages();
const errorPages = [...pages].filter(([route]) => route.startsWith(`${ERRORS_ROUTE}/`));

describe('the error index', () => {
  it('has an entry for every message Lilaq 0.5.0 raises and every chosen Typst and elembic message, under its id', () => {
    const hrefs = entryHrefs(pages);
    expect(MESSAGE_PATTERNS.filter((pattern) => !hrefs.has(pattern.id)).map((pattern) => pattern.id)).toEqual([]);
  });

  it('gives each message one anchor: no id twice among the messages, none on two pages', () => {
    const ids = MESSAGE_PATTERNS.map((pattern) => pattern.id);
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
    const onTwo = ids.filter((id) => errorPages.filter(([, anchors]) => anchors.has(id)).length > 1);
    expect(onTwo).toEqual([]);
  });
});
