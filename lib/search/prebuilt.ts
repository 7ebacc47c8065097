import type { AsPlainObject } from 'minisearch';

/**
 * The search index as the build ships it (README.md, "Speed"): MiniSearch's index of the docs
 * shard, made at build time and written compactly, so the browser loads it instead of indexing
 * the records on the first keystroke. Pure data in and out; `engine.ts` makes the engine.
 *
 * MiniSearch's own form (`toJSON`) names every document, field and count as an object key
 * (`["scatter", {"4": {"17": 1, "18": 1}}]`, 117 KB gzip for the docs shard, as much as its
 * records). Here the documents are numbered 0…n−1 (MiniSearch's short ids are the records'
 * positions), the terms are front-coded in the order that rebuilds MiniSearch's radix tree as the
 * build had it (see `packTermIndex`: prefix and typo matches then come out in the same order and
 * their scores add up in the same order, to the last bit), and every list of numbers is a string
 * of base-45 digits (below).
 */
export interface PackedTermIndex {
  /** Version of this packing. */
  v: 1;
  /** The indexed fields in MiniSearch's field-id order. */
  fields: string[];
  documentCount: number;
  /** Average length of each field (BM25's statistic), exactly as MiniSearch computed it. */
  averageFieldLength: number[];
  /** Numbers: each document's field lengths, document 0's fields, then document 1's, … */
  fieldLength: string;
  /** Numbers: for each term, how many leading characters it shares with the term before it. */
  shared: string;
  /** For each term, the characters after those, space-separated (a term has no spaces). */
  suffixes: string;
  /** Numbers: for each term, a bit mask of the fields it is in. */
  masks: string;
  /**
   * Numbers: for each term and each of its fields (in field-id order), 2k for k documents with
   * the term once each, 2k + 1 when it occurs more than once in some of them (`counts` follow).
   */
  entries: string;
  /** Numbers: the documents of each entry as gaps (the first gap is the document's number). */
  gaps: string;
  /** Numbers: for an entry marked 2k + 1, how often the term occurs in each of its k documents. */
  counts: string;
}

export class InvalidPrebuiltIndexError extends Error {
  override name = 'InvalidPrebuiltIndexError';
}

/**
 * Numbers as text that gzip packs well and JSON leaves alone: base 45, most significant digit
 * first; a digit d is the character 35 + d ('#' onwards), or 35 + 45 + d when more digits follow.
 * Gaps below 45 (most of them) take one character. The 90 characters skip '\' (code 92).
 */
const DIGITS = 45;
const charOf = (digit: number) => {
  const code = 35 + digit;
  return String.fromCharCode(code >= 92 ? code + 1 : code);
};
/** The digit a character stands for, or -1 ('\\' stands for none). */
const digitOf = (code: number) => (code > 92 ? code - 36 : code < 92 ? code - 35 : -1);

export function encodeNumbers(values: readonly number[]): string {
  let text = '';
  for (const value of values) {
    if (!Number.isSafeInteger(value) || value < 0) throw new Error(`${value} is not a count.`);
    let digits = charOf(value % DIGITS);
    for (let rest = Math.floor(value / DIGITS); rest > 0; rest = Math.floor(rest / DIGITS))
      digits = charOf(DIGITS + (rest % DIGITS)) + digits;
    text += digits;
  }
  return text;
}

/** Reads the numbers of `encodeNumbers` one by one; `fail` is called on anything else. */
class NumberReader {
  private at = 0;
  constructor(
    private readonly text: string,
    private readonly fail: (why: string) => never,
  ) {}
  next(): number {
    let value = 0;
    for (;;) {
      if (this.at >= this.text.length) this.fail('ends too soon');
      const digit = digitOf(this.text.charCodeAt(this.at++));
      if (!(digit >= 0 && digit < 2 * DIGITS)) this.fail('has a character that is no digit');
      if (digit < DIGITS) return value * DIGITS + digit;
      value = value * DIGITS + digit - DIGITS;
    }
  }
  get done(): boolean {
    return this.at === this.text.length;
  }
}

export function decodeNumbers(text: string): number[] {
  const reader = new NumberReader(text, (why) => {
    throw new InvalidPrebuiltIndexError(`The numbers ${why}.`);
  });
  const values: number[] = [];
  while (!reader.done) values.push(reader.next());
  return values;
}

function commonPrefix(a: string, b: string): number {
  const max = Math.min(a.length, b.length);
  let i = 0;
  while (i < max && a.charCodeAt(i) === b.charCodeAt(i)) i++;
  return i;
}

/**
 * Packs MiniSearch's serialised index (`toJSON()`) of documents with the ids 0…n−1, added in that
 * order and none removed. Throws on any other index (the loader could not rebuild it).
 */
export function packTermIndex(js: AsPlainObject): PackedTermIndex {
  const fields = Object.entries(js.fieldIds)
    .sort(([, a], [, b]) => a - b)
    .map(([field]) => field);
  const count = js.documentCount;
  if (js.nextId !== count || js.dirtCount !== 0) throw new Error('Only an index with no removed documents can be packed.');
  const fieldLength: number[] = [];
  for (let id = 0; id < count; id++) {
    if (js.documentIds[id] !== id) throw new Error(`Document ${id} of the index has the id ${String(js.documentIds[id])}.`);
    const lengths = js.fieldLength[id] ?? [];
    for (let field = 0; field < fields.length; field++) fieldLength.push(lengths[field] ?? 0);
  }
  const shared: number[] = [];
  const suffixes: string[] = [];
  const masks: number[] = [];
  const entries: number[] = [];
  const gaps: number[] = [];
  const counts: number[] = [];
  let previous = '';
  // MiniSearch lists its terms depth first with the children of each node of its radix tree in
  // reverse: from the last one inserted to the first. Inserted in the reverse of that order, the
  // terms make each node's children in their first order again, so the loaded tree is the built one.
  for (const [term, data] of [...js.index].reverse()) {
    if (term === '' || term.includes(' ')) throw new Error(`The term ${JSON.stringify(term)} cannot be packed.`);
    const prefix = commonPrefix(previous, term);
    shared.push(prefix);
    suffixes.push(term.slice(prefix));
    previous = term;
    const ids = Object.keys(data)
      .map(Number)
      .sort((a, b) => a - b);
    masks.push(ids.reduce((mask, id) => mask | (1 << id), 0));
    for (const fieldId of ids) {
      const docs = Object.entries(data[fieldId] as Record<string, number>)
        .map(([doc, freq]) => [Number(doc), freq] as const)
        .sort(([a], [b]) => a - b);
      const repeated = docs.some(([, freq]) => freq !== 1);
      entries.push(2 * docs.length + (repeated ? 1 : 0));
      let last = 0;
      for (const [doc, freq] of docs) {
        gaps.push(doc - last);
        if (repeated) counts.push(freq);
        last = doc;
      }
    }
  }
  return {
    v: 1,
    fields,
    documentCount: count,
    averageFieldLength: fields.map((_, i) => js.averageFieldLength[i] ?? 0),
    fieldLength: encodeNumbers(fieldLength),
    shared: encodeNumbers(shared),
    suffixes: suffixes.join(' '),
    masks: encodeNumbers(masks),
    entries: encodeNumbers(entries),
    gaps: encodeNumbers(gaps),
    counts: encodeNumbers(counts),
  };
}

/** A term's documents by field: MiniSearch's own in-memory form of one term of its index. */
export type TermData = Map<number, Map<number, number>>;

/** What `engine.ts` needs to load a packed index into MiniSearch. */
export interface LoadableTermIndex {
  /** MiniSearch's serialised form without the terms (`index: []`), for `MiniSearch.loadJS`. */
  header: AsPlainObject;
  /** The terms in the order to insert them, each with its documents by field. */
  terms: Array<[term: string, data: TermData]>;
}

const isNumberList = (value: unknown): value is number[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'number' && Number.isFinite(item) && item >= 0);

/**
 * Reads a packed index for the engine's `fields` and its `documentCount` records, and throws
 * `InvalidPrebuiltIndexError` on anything it cannot read (a truncated or corrupt download, an
 * index of other records).
 */
export function readTermIndex(value: unknown, fields: readonly string[], documentCount: number): LoadableTermIndex {
  const fail = (why: string): never => {
    throw new InvalidPrebuiltIndexError(`The prebuilt search index ${why}.`);
  };
  const packed = value as Partial<PackedTermIndex> | null;
  if (typeof packed !== 'object' || packed === null || packed.v !== 1) return fail('has an unknown format');
  if (!Array.isArray(packed.fields) || packed.fields.join(' ') !== fields.join(' ')) return fail('has other fields than the engine');
  if (packed.documentCount !== documentCount) return fail(`counts ${String(packed.documentCount)} records, not ${documentCount}`);
  const { averageFieldLength, suffixes } = packed;
  if (!isNumberList(averageFieldLength) || averageFieldLength.length !== fields.length) return fail('has no field averages');
  const texts = [packed.fieldLength, packed.shared, suffixes, packed.masks, packed.entries, packed.gaps, packed.counts];
  if (!texts.every((text) => typeof text === 'string')) return fail('misses a part');
  const reader = (text: string | undefined, part: string) => new NumberReader(text as string, (why) => fail(`${part} ${why}`));

  const documentIds: Record<number, number> = {};
  const fieldLength: Record<number, number[]> = {};
  const lengths = reader(packed.fieldLength, 'field lengths');
  for (let id = 0; id < documentCount; id++) {
    documentIds[id] = id;
    fieldLength[id] = fields.map(() => lengths.next());
  }
  if (!lengths.done) fail('has field lengths of more records');

  // The first term shares nothing with the one before it, so only an index without terms has no suffixes.
  const words = suffixes === '' ? [] : (suffixes as string).split(' ');
  const shared = reader(packed.shared, 'term prefixes');
  const masks = reader(packed.masks, 'field masks');
  const entries = reader(packed.entries, 'entries');
  const gaps = reader(packed.gaps, 'documents');
  const counts = reader(packed.counts, 'counts');
  const terms: LoadableTermIndex['terms'] = [];
  let previous = '';
  for (const word of words) {
    const prefix = shared.next();
    if (prefix > previous.length) fail('has a term that shares more than the term before it has');
    const term = previous.slice(0, prefix) + word;
    if (term === '') fail('has an empty term');
    previous = term;
    const mask = masks.next();
    if (mask === 0 || mask >= 1 << fields.length) fail(`has the term "${term}" in no field it knows`);
    const data: TermData = new Map();
    for (let field = 0; field < fields.length; field++) {
      if ((mask & (1 << field)) === 0) continue;
      const entry = entries.next();
      const repeated = entry % 2 === 1;
      const docs = new Map<number, number>();
      let doc = 0;
      for (let i = 0; i < entry >> 1; i++) {
        const gap = gaps.next();
        doc += gap;
        if (doc >= documentCount || (i > 0 && gap === 0)) fail('points to a record it does not have');
        const count = repeated ? counts.next() : 1;
        if (count === 0) fail(`has the term "${term}" no times in a record`);
        docs.set(doc, count);
      }
      if (docs.size === 0) fail(`has the term "${term}" in no record`);
      data.set(field, docs);
    }
    terms.push([term, data]);
  }
  if (!shared.done || !masks.done || !entries.done || !gaps.done || !counts.done) fail('has more numbers than terms');

  return {
    header: {
      documentCount,
      nextId: documentCount,
      documentIds,
      fieldIds: Object.fromEntries(fields.map((field, i) => [field, i])),
      fieldLength,
      averageFieldLength,
      storedFields: {},
      dirtCount: 0,
      index: [],
      serializationVersion: 2,
    },
    terms,
  };
}
