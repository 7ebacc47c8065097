import { allDocs } from 'contentlayer/generated';
import { definitions } from '@/lib/reference';
import { buildSearchIndex } from './records';
import type { PackedIndex } from './types';

/** The index the site ships at /search-index.json: every doc plus the API reference parameters. */
export function siteSearchIndex(): PackedIndex {
  return buildSearchIndex(allDocs, definitions);
}
