import type { FacetFilters, SearchRecord } from './types';

/** Splits a facet filter such as `language:en` or `docusaurus_tag:-blog` into its parts. */
function parseFacet(filter: string): { attribute: string; value: string; negated: boolean } | null {
  const colon = filter.indexOf(':');
  if (colon <= 0) return null;
  let attribute = filter.slice(0, colon).trim();
  let value = filter.slice(colon + 1).trim();
  let negated = false;
  if (attribute.startsWith('-')) {
    negated = true;
    attribute = attribute.slice(1);
  } else if (value.startsWith('-')) {
    negated = true;
    value = value.slice(1);
  }
  if (value.startsWith('"') && value.endsWith('"') && value.length >= 2) value = value.slice(1, -1);
  return { attribute, value, negated };
}

function facetMatches(record: SearchRecord, filter: string): boolean {
  const parsed = parseFacet(filter);
  if (!parsed) return false;
  const raw = (record as unknown as Record<string, unknown>)[parsed.attribute];
  const values = Array.isArray(raw) ? raw : [raw];
  const has = values.some((value) => String(value) === parsed.value);
  return parsed.negated ? !has : has;
}

/** Algolia semantics: top-level entries are ANDed, entries of a nested array are ORed. */
export function matchesFacetFilters(record: SearchRecord, filters: FacetFilters | undefined): boolean {
  if (filters === undefined) return true;
  const list = typeof filters === 'string' ? [filters] : filters;
  return list.every((entry) =>
    typeof entry === 'string' ? facetMatches(record, entry) : entry.length === 0 || entry.some((f) => facetMatches(record, f)),
  );
}

/** The attributes a filter looks at: records equal on these pass or fail together. */
export function facetAttributes(filters: FacetFilters | undefined): string[] {
  if (filters === undefined) return [];
  const list = (typeof filters === 'string' ? [filters] : filters).flat();
  return [...new Set(list.map((filter) => parseFacet(filter)?.attribute ?? ''))];
}
