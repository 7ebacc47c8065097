import type { ReactNode } from 'react';
import { SiteLink } from '@/components/site-link';
import { CURRENT_RELEASE, inRelease } from '@/lib/docs/versions';
import { referenceHref } from '@/lib/reference/links';

/** The tiles of one cheat-sheet section. */
export function CheatGrid({ children }: { children: ReactNode }) {
  return <div className="cheat-grid">{children}</div>;
}

interface CheatProps {
  /** Reference page name (`plot`, `scale.log`); the tile links there unless `href` is given. */
  name: string;
  /** The one-line call shown under the figure. */
  call: string;
  href?: string;
  /** Span several columns (figures with many parts). */
  wide?: boolean;
  /** Span the whole row. */
  full?: boolean;
  /** The Lilaq release of the sheet (set by its release view, lib/docs/release-view.ts): the reference link goes to its docs. */
  release?: string;
  children: ReactNode;
}

/**
 * One cheat-sheet tile: a rendered figure (the example inside it) above its one-line call, one
 * link to the reference. The link sits in a box of its own, so that the figure's Inspect button
 * (CheatInspect, in the bottom-right corner) can sit beside it: a button cannot sit inside a link.
 */
export function Cheat({ name, call, href, wide, full, release = CURRENT_RELEASE, children }: CheatProps) {
  const className = full ? 'cheat cheat--full' : wide ? 'cheat cheat--wide' : 'cheat';
  return (
    <div className={className}>
      <SiteLink href={href ?? inRelease(referenceHref(name), release)} className="cheat__link">
        <span className="cheat__figure">{children}</span>
        <code className="cheat__call">{call}</code>
      </SiteLink>
    </div>
  );
}

/** A text tile: a titled list of calls, each linking on. */
export function CheatBox({ title, href, children }: { title: string; href: string; children: ReactNode }) {
  return (
    <section className="cheat cheat--box" aria-label={title}>
      <SiteLink href={href} className="cheat__title">
        {title}
      </SiteLink>
      {children}
    </section>
  );
}
