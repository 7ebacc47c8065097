import { SiteLink } from '@/components/site-link';

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
        <SiteLink href={previous.href} className="pager__link pager__link--prev">
          <span className="pager__sublabel">Previous</span>
          <span className="pager__label">« {previous.label}</span>
        </SiteLink>
      ) : (
        <span />
      )}
      {next ? (
        <SiteLink href={next.href} className="pager__link pager__link--next">
          <span className="pager__sublabel">Next</span>
          <span className="pager__label">{next.label} »</span>
        </SiteLink>
      ) : null}
    </nav>
  );
}
