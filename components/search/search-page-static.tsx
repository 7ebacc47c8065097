import { SiteLink } from '@/components/site-link';
import { siteConfig } from '@/lib/site-config';

/**
 * The /search page as it first paints, written into the exported HTML: the field, the status
 * line and the empty state, the same boxes SearchPageClient renders for an empty query. The client
 * part reads the query from the URL, so it renders in the browser only (inside Suspense); this
 * stands in for it until then, so nothing moves when it arrives (no layout shift) and the largest
 * text is there at the first paint. Without JavaScript the form still searches: it submits `?q=`
 * to this page.
 */
export function SearchPagePlaceholder() {
  return (
    <div className="search-page">
      <form className="search-page__form" role="search">
        <label htmlFor="search-page-input" className="visually-hidden">
          Search the documentation
        </label>
        <input
          id="search-page-input"
          className="search-page__input"
          type="search"
          name={siteConfig.search.queryParam}
          maxLength={siteConfig.search.maxQueryLength}
          placeholder="Search docs"
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          enterKeyHint="search"
        />
      </form>
      <p className="search-page__status" />
      <SearchEmptyState />
    </div>
  );
}

/** What the page shows before a query: what can be searched, the shortcut, and places to start. */
export function SearchEmptyState() {
  return (
    <div className="search-page__empty">
      <p>
        Type a word or two to search the guides, tutorials, recipes, examples, the API reference with every parameter, the blog, the cheat
        sheet and the themes page, or a name from matplotlib, ggplot2, pgfplots, Plotly or gnuplot to find Lilaq’s way of doing it.
      </p>
      <p>
        Anywhere on the site, press <kbd>/</kbd> or <kbd>Ctrl</kbd>+<kbd>K</kbd> (<kbd>⌘</kbd>+<kbd>K</kbd> on a Mac) to open the quick
        search.
      </p>
      <p>Or start from one of these:</p>
      <ul className="link-list">
        <li>
          <SiteLink href="/docs/quickstart">Quick-start guide</SiteLink>
        </li>
        <li>
          <SiteLink href="/docs/chart-chooser">Chart chooser</SiteLink>
        </li>
        <li>
          <SiteLink href="/docs/category/tutorials">Tutorials</SiteLink>
        </li>
        <li>
          <SiteLink href="/docs/recipes">How do I…</SiteLink>
        </li>
        <li>
          <SiteLink href="/docs/examples">Examples</SiteLink>
        </li>
        <li>
          <SiteLink href="/docs/category/reference">Reference</SiteLink>
        </li>
      </ul>
    </div>
  );
}
