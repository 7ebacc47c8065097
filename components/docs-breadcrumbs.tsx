import { SiteLink } from '@/components/site-link';

export interface Crumb {
  label: string;
  href?: string;
}

/** Home › categories › page. The last crumb is the current page. */
export function DocsBreadcrumbs({ crumbs }: { crumbs: readonly Crumb[] }) {
  return (
    <nav className="breadcrumbs" aria-label="Breadcrumbs">
      <ol>
        <li>
          <SiteLink href="/" aria-label="Home page">
            <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
              <path
                fill="currentColor"
                d="M10 19v-5h4v5c0 .55.45 1 1 1h3c.55 0 1-.45 1-1v-7h1.7c.46 0 .68-.57.33-.87L12.67 3.6a1 1 0 0 0-1.34 0l-8.36 7.53c-.34.3-.13.87.33.87H5v7c0 .55.45 1 1 1h3c.55 0 1-.45 1-1Z"
              />
            </svg>
          </SiteLink>
        </li>
        {crumbs.map((crumb, index) => (
          <li key={`${crumb.label}-${index}`}>
            {crumb.href && index < crumbs.length - 1 ? (
              <SiteLink href={crumb.href}>{crumb.label}</SiteLink>
            ) : (
              <span aria-current={index === crumbs.length - 1 ? 'page' : undefined}>{crumb.label}</span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
