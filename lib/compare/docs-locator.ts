/**
 * The `PageLocator` of the site's docs: a definition's reference page in a release, from the
 * content index (the page whose `reference:` names it). Server-side only.
 */
import { getDoc, getDocs } from '../content/docs';
import { pageData } from '../content/page-data';
import { docsReleases } from '../docs/release-view';
import type { PageLocator } from './what-changed';

const byRelease = new Map(
  docsReleases.map((release) => [
    release,
    new Map(
      getDocs(release).flatMap((doc) => {
        const definition = pageData(doc).definition;
        return definition ? [[definition.name, { url: doc.url, slug: doc.slug }] as const] : [];
      }),
    ),
  ]),
);

export const docsLocator: PageLocator = {
  referencePage: (definition, release) => byRelease.get(release)?.get(definition),
  hasPage: (slug, release) => getDoc(slug, release) !== undefined,
};
