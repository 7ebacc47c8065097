import { h } from 'hastscript';
import { StaticMarkup } from '@/components/static-markup';
import { siteLink } from '@/lib/html/elements';
import { siteConfig } from '@/lib/site-config';
import { footerLinks } from './site-nav-items';

/** The footer: the same on every page and never interactive, so it reaches React as finished HTML. */
export function SiteFooter() {
  return (
    <footer className="site-footer">
      <nav aria-label="Footer" className="site-footer__links">
        <StaticMarkup
          as="ul"
          markup={footerLinks.map((link) =>
            h('li', [
              link.external
                ? h('a', { href: link.href, target: '_blank', rel: ['noopener', 'noreferrer'] }, [
                    link.label,
                    h('span.visually-hidden', ' (opens in a new tab)'),
                  ])
                : siteLink(link.href, {}, link.label),
            ]),
          )}
        />
      </nav>
      <p className="site-footer__copyright">
        Copyright © {siteConfig.copyrightYear} Lilaq contributors. Documentation for Lilaq {siteConfig.version}.
      </p>
    </footer>
  );
}
