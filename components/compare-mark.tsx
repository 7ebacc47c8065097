/** How a change is marked on the comparison pages: always a word, coloured too (never colour alone). */
export type MarkKind = 'added' | 'removed' | 'changed' | 'same';

export function CompareMark({ kind, children }: { kind: MarkKind; children: React.ReactNode }) {
  return <span className={`compare-mark compare-mark--${kind}`}>{children}</span>;
}
