import { SiteLink } from '@/components/site-link.client';
import { withBase } from '@/lib/base-path';
import { siteConfig } from '@/lib/site-config';
import { SearchButton } from './search/search-button.client';
import { VersionDropdown } from './docs-version-dropdown.client';
import { ColorModeToggle } from './site-color-mode-toggle.client';
import { DrawerButton } from './site-drawer-button.client';
import { DrawerPanel } from './site-drawer-panel.client';
import { LocaleDropdown } from './site-locale-dropdown.client';
import { navbarLinks } from './site-nav-items';
import { NavbarLink } from './site-navbar-link.client';
import { NavbarItemBoundary } from './site-navbar-item-boundary.client';
import { NavbarShell } from './site-navbar.client';

/** The navbar: brand and sections on the left; language, version, search and colour mode on the right. */
export function SiteHeader() {
  return (
    <NavbarShell>
      <nav className="navbar__inner" aria-label="Main" data-drawer-inert>
        <div className="navbar__items">
          <DrawerButton />
          <SiteLink href="/" className="navbar__brand" aria-label={`${siteConfig.title} home`}>
            <img src={withBase('/img/logo.svg')} alt="" width="28" height="28" />
            <span className="navbar__title">{siteConfig.title}</span>
          </SiteLink>
          {navbarLinks.map((link) => (
            <NavbarLink key={link.href} link={link} />
          ))}
        </div>
        <div className="navbar__items navbar__items--right">
          <NavbarItemBoundary name="Language dropdown">
            <LocaleDropdown />
          </NavbarItemBoundary>
          <NavbarItemBoundary name="Version dropdown">
            <VersionDropdown />
          </NavbarItemBoundary>
          <NavbarItemBoundary name="Colour mode toggle">
            <ColorModeToggle />
          </NavbarItemBoundary>
          <NavbarItemBoundary name="Search">
            <SearchButton />
          </NavbarItemBoundary>
        </div>
      </nav>
      <DrawerPanel links={navbarLinks} />
    </NavbarShell>
  );
}
