import { recordTypes, type Hierarchy, type PackedIndex, type PackedTranslations, type SearchRecord } from './types';

/**
 * Reading the packed index served at /search-index.json. Kept apart from the index builder
 * (records.ts, which parses MDX at build time) so the browser bundle stays small.
 */

export class InvalidSearchIndexError extends Error {
  override name = 'InvalidSearchIndexError';
}

function isPackedIndex(value: unknown): value is PackedIndex {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Partial<PackedIndex>;
  return (
    candidate.v === 1 &&
    typeof candidate.language === 'string' &&
    typeof candidate.docusaurus_tag === 'string' &&
    Array.isArray(candidate.pages) &&
    Array.isArray(candidate.records)
  );
}

const str = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);

/** A page's questions for its page record: only strings, and nothing when there are none. */
function questionsOf(value: unknown): { questions?: string[] } {
  if (!Array.isArray(value)) return {};
  const questions = value.filter((question): question is string => typeof question === 'string' && question !== '');
  return questions.length > 0 ? { questions } : {};
}

/** Expands the packed JSON into DocSearch records. Throws `InvalidSearchIndexError` on a bad file. */
export function unpackIndex(value: unknown): SearchRecord[] {
  if (!isPackedIndex(value)) throw new InvalidSearchIndexError('The search index has an unknown format.');
  const ordinals = new Map<number, number>();
  const records: SearchRecord[] = [];
  for (const row of value.records) {
    if (!Array.isArray(row)) throw new InvalidSearchIndexError('A search index record is not an array.');
    const [pageIndex, typeIndex, anchor, lvl2, lvl3, lvl4, content] = row;
    const page = typeof pageIndex === 'number' ? value.pages[pageIndex] : undefined;
    const type = typeof typeIndex === 'number' ? recordTypes[typeIndex] : undefined;
    if (!page || !type) throw new InvalidSearchIndexError('A search index record points to no page or type.');
    const [url, lvl0, lvl1, tag, questions] = page;
    const ordinal = ordinals.get(pageIndex as number) ?? 0;
    ordinals.set(pageIndex as number, ordinal + 1);
    const hierarchy: Hierarchy = { lvl0, lvl1, lvl2: str(lvl2), lvl3: str(lvl3), lvl4: str(lvl4), lvl5: null, lvl6: null };
    const anchorValue = str(anchor);
    records.push({
      objectID: `${url}:${ordinal}`,
      url: anchorValue ? `${url}#${anchorValue}` : url,
      url_without_anchor: url,
      anchor: anchorValue,
      type,
      hierarchy,
      content: str(content),
      language: value.language,
      docusaurus_tag: str(tag) ?? value.docusaurus_tag,
      ...(type === 'lvl1' && anchorValue === null ? questionsOf(questions) : {}),
    });
  }
  if (value.translations) records.push(...unpackTranslations(value, value.translations));
  return records;
}

/**
 * One record per row of the translation table, on the Lilaq page of its `href` (section, title
 * and facets from that page): the source name is the record's heading, the Lilaq way its text.
 */
function unpackTranslations(index: PackedIndex, translations: PackedTranslations): SearchRecord[] {
  if (!Array.isArray(translations.tools) || !Array.isArray(translations.rows))
    throw new InvalidSearchIndexError('The translation table of the search index has an unknown format.');
  const pages = new Map(index.pages.map((page) => [page[0], page]));
  const records: SearchRecord[] = [];
  translations.rows.forEach((row, i) => {
    if (!Array.isArray(row)) throw new InvalidSearchIndexError('A translation row is not an array.');
    const [toolIndex, name, lilaq, href, missing] = row;
    const tool = typeof toolIndex === 'number' ? translations.tools[toolIndex] : undefined;
    const [path, anchor] = typeof href === 'string' ? href.split('#', 2) : [];
    const page = path === undefined ? undefined : pages.get(path);
    if (!tool || !page || typeof name !== 'string' || typeof lilaq !== 'string')
      throw new InvalidSearchIndexError('A translation row points to no tool or page.');
    const [url, lvl0, lvl1, tag] = page;
    records.push({
      // Named by the file's tag too: another release's docs shard has rows of its own beside the second shard's.
      objectID: `translation:${index.docusaurus_tag}:${i}`,
      url: anchor ? `${url}#${anchor}` : url,
      url_without_anchor: url,
      anchor: anchor || null,
      type: 'lvl2',
      hierarchy: { lvl0, lvl1, lvl2: name, lvl3: null, lvl4: null, lvl5: null, lvl6: null },
      content: lilaq,
      language: index.language,
      docusaurus_tag: str(tag) ?? index.docusaurus_tag,
      translation: missing === 1 ? { tool, name, lilaq, missing: true } : { tool, name, lilaq },
    });
  });
  return records;
}
