import { SiteLink } from '@/components/site-link';
import { StaticMarkup } from '@/components/static-markup';
import { siteConfig } from '@/lib/site-config';
import { footerLinks } from './site-nav-items';

/** The footer: the same on every page and never interactive, so it reaches React as finished HTML. */
export function SiteFooter() {
  return (
    <footer className="site-footer">
      <nav aria-label="Footer" className="site-footer__links">
        <StaticMarkup as="ul">
          {footerLinks.map((link) => (
            <li key={link.href}>
              {link.external ? (
                <a href={link.href} target="_blank" rel="noopener noreferrer">
                  {link.label}
                  <span className="visually-hidden"> (opens in a new tab)</span>
                </a>
              ) : (
                <SiteLink href={link.href}>{link.label}</SiteLink>
              )}
            </li>
          ))}
        </StaticMarkup>
      </nav>
      <p className="site-footer__copyright">
        Copyright © {siteConfig.copyrightYear} Lilaq contributors. Documentation for Lilaq {siteConfig.version}.
      </p>
    </footer>
  );
}
