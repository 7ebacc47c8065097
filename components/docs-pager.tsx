import Link from 'next/link';

interface PageLink {
  label: string;
  href: string;
}

/** Previous and next pages in sidebar order. */
export function DocsPager({ previous, next }: { previous?: PageLink; next?: PageLink }) {
  if (!previous && !next) return null;
  return (
    <nav className="pager" aria-label="Docs pages">
      {previous ? (
        <Link href={previous.href} className="pager__link pager__link--prev">
          <span className="pager__sublabel">Previous</span>
          <span className="pager__label">« {previous.label}</span>
        </Link>
      ) : (
        <span />
      )}
      {next ? (
        <Link href={next.href} className="pager__link pager__link--next">
          <span className="pager__sublabel">Next</span>
          <span className="pager__label">{next.label} »</span>
        </Link>
      ) : null}
    </nav>
  );
}
