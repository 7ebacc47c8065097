import { SiteLink } from '@/components/site-link';
import { siteConfig } from '@/lib/site-config';
import { footerLinks } from './site-nav-items';

export function SiteFooter() {
  return (
    <footer className="site-footer">
      <nav aria-label="Footer" className="site-footer__links">
        <ul>
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
        </ul>
      </nav>
      <p className="site-footer__copyright">
        Copyright © {siteConfig.copyrightYear} Lilaq contributors. Documentation for Lilaq {siteConfig.version}.
      </p>
    </footer>
  );
}
