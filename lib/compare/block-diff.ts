/**
 * A block-level diff of two sequences (a page's top-level Markdown blocks in two releases), as
 * rows to show side by side: a block both have, a block each has in place of the other's
 * (changed), or a block only one has. Pure and generic.
 */

export type RowKind = 'same' | 'changed' | 'before' | 'after';

export interface DiffRow<T> {
  kind: RowKind;
  /** The earlier release's block (absent for `after`). */
  before?: T;
  /** The later release's block (absent for `before`). */
  after?: T;
}

/** The longest common subsequence table of two key lists (suffix lengths). */
function lcsTable(a: readonly string[], b: readonly string[]): number[][] {
  const table = Array.from({ length: a.length + 1 }, () => new Array<number>(b.length + 1).fill(0));
  for (let i = a.length - 1; i >= 0; i--)
    for (let j = b.length - 1; j >= 0; j--)
      (table[i] as number[])[j] =
        a[i] === b[j] ? (table[i + 1]?.[j + 1] ?? 0) + 1 : Math.max(table[i + 1]?.[j] ?? 0, table[i]?.[j + 1] ?? 0);
  return table;
}

/**
 * Rows of `before` against `after`, matched on `key`. Between two matched blocks, the blocks
 * each side has alone are paired in order as `changed`; what is left over is `before` or `after`.
 */
export function diffBlocks<T>(before: readonly T[], after: readonly T[], key: (block: T) => string): DiffRow<T>[] {
  const a = before.map(key);
  const b = after.map(key);
  const table = lcsTable(a, b);
  const rows: DiffRow<T>[] = [];
  let gone: T[] = [];
  let come: T[] = [];
  const flush = () => {
    const paired = Math.min(gone.length, come.length);
    for (let k = 0; k < paired; k++) rows.push({ kind: 'changed', before: gone[k], after: come[k] });
    for (const block of gone.slice(paired)) rows.push({ kind: 'before', before: block });
    for (const block of come.slice(paired)) rows.push({ kind: 'after', after: block });
    gone = [];
    come = [];
  };
  let i = 0;
  let j = 0;
  while (i < a.length || j < b.length) {
    if (i < a.length && j < b.length && a[i] === b[j]) {
      flush();
      rows.push({ kind: 'same', before: before[i], after: after[j] });
      i++;
      j++;
    } else if (j >= b.length || (i < a.length && (table[i + 1]?.[j] ?? 0) >= (table[i]?.[j + 1] ?? 0))) {
      gone.push(before[i] as T);
      i++;
    } else {
      come.push(after[j] as T);
      j++;
    }
  }
  flush();
  return rows;
}
