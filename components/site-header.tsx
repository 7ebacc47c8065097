import { SiteLink } from '@/components/site-link';
import { withBase } from '@/lib/base-path';
import { pagesMissingByVersion } from '@/lib/content/docs-releases';
import { siteConfig } from '@/lib/site-config';
import { DocSearchLikeButton } from './search/docsearch-button';
import { SearchButton } from './search/search-button.client';
import { VersionDropdown } from './docs-version-dropdown.client';
import { ColorModeToggle } from './site-color-mode-toggle.client';
import { DrawerButton } from './site-drawer-button.client';
import { DrawerPanel } from './site-drawer-panel.client';
import { LocaleDropdown } from './site-locale-dropdown';
import { navbarLinks } from './site-nav-items';
import { NavbarLink } from './site-navbar-link.client';
import { NavbarItemBoundary } from './site-navbar-item-boundary.client';
import { NavbarShell } from './site-navbar.client';

const { colorMode, docs, locale } = siteConfig;

/** The pieces the navbar and the drawer both show, rendered here so their markup ships as HTML. */
function Brand({ label }: { label?: string }) {
  return (
    <SiteLink href="/" className="navbar__brand" aria-label={label}>
      <img src={withBase('/img/logo.svg')} alt="" width="28" height="28" />
      <span className="navbar__title">{siteConfig.title}</span>
    </SiteLink>
  );
}

const colorModeToggle = (
  <ColorModeToggle respectPrefersColorScheme={colorMode.respectPrefersColorScheme} defaultMode={colorMode.defaultMode} />
);
const localeDropdown = <LocaleDropdown label={locale.label} htmlLang={locale.htmlLang} />;
const versionDropdown = (
  <VersionDropdown
    versions={docs.versions}
    mainDocId={docs.mainDocId}
    storageKey={siteConfig.storageKeys.preferredVersion(docs.pluginId)}
    missing={pagesMissingByVersion()}
  />
);

/** The navbar: brand and sections on the left; language, version, search and colour mode on the right. */
export function SiteHeader() {
  return (
    <NavbarShell hideOnScroll={siteConfig.navbar.hideOnScroll}>
      <nav className="navbar__inner" aria-label="Main" data-drawer-inert>
        <div className="navbar__items">
          <DrawerButton />
          <Brand label={`${siteConfig.title} home`} />
          {navbarLinks.map((link) => (
            <NavbarLink key={link.href} link={link} />
          ))}
        </div>
        <div className="navbar__items navbar__items--right">
          <NavbarItemBoundary name="Language dropdown">{localeDropdown}</NavbarItemBoundary>
          <NavbarItemBoundary name="Version dropdown">{versionDropdown}</NavbarItemBoundary>
          <NavbarItemBoundary name="Colour mode toggle">{colorModeToggle}</NavbarItemBoundary>
          <NavbarItemBoundary name="Search">
            <SearchButton>
              <DocSearchLikeButton buttonText="Search" buttonAriaLabel="Search the documentation" />
            </SearchButton>
          </NavbarItemBoundary>
        </div>
      </nav>
      <DrawerPanel links={navbarLinks} brand={<Brand />} toggle={colorModeToggle} dropdowns={[localeDropdown, versionDropdown]} />
    </NavbarShell>
  );
}
