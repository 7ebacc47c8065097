import type { ReactNode } from 'react';

const labels = { note: 'Note', tip: 'Tip', warning: 'Warning' } as const;

export interface AdmonitionProps {
  type?: keyof typeof labels;
  title?: string;
  children: ReactNode;
}

/** A callout box: `<Admonition type="tip">…</Admonition>`. */
export function Admonition({ type = 'note', title, children }: AdmonitionProps) {
  return (
    <aside className={`admonition admonition-${type}`} aria-label={title ?? labels[type]}>
      <p className="admonition-title">{title ?? labels[type]}</p>
      <div className="admonition-body">{children}</div>
    </aside>
  );
}
