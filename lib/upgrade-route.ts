/**
 * Where the page on upgrading from one Lilaq release to the next lives. Kept apart from
 * lib/releases.ts so that search, which weighs these pages, does not ship the list of releases.
 */

/** The docs page on upgrading from one release to the next (`content/docs/from-A-to-B.mdx`). */
export function upgradeRoute(from: string, to: string): string {
  return `/docs/from-${from}-to-${to}`;
}

/** Whether a page is such an upgrade page. */
export function isUpgradeRoute(url: string): boolean {
  return /^\/docs\/from-\d+\.\d+\.\d+-to-\d+\.\d+\.\d+$/.test(url);
}
