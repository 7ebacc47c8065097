import type { Metadata } from 'next';
import { socialMetadata } from '@/lib/social/cards';
import { notFound } from 'next/navigation';
import { DocArticle } from '@/components/docs-article';
import { DocsCategoryPage } from '@/components/docs-category-page';
import { DocsIndex } from '@/components/docs-index';
import { getDoc, getDocs, getIndexCategories } from '@/lib/content/docs';
import { markdownUrl } from '@/lib/content/markdown';
import { docsReleases, viewReleases } from '@/lib/docs/release-view';
import { resolveDocsRoute } from '@/lib/docs/routes';
import { CURRENT_RELEASE, docsRoot } from '@/lib/docs/versions';

// Static export: only the pages listed below exist; anything else is the 404 page.
export const dynamicParams = false;

/** The path segments of a release's docs root below /docs: none for the current release, `['0.6.0']` for another. */
const prefix = (release: string) => (release === CURRENT_RELEASE ? [] : [release]);

export function generateStaticParams(): { slug: string[] }[] {
  return [
    // Another release's docs root (/docs/0.6.0); the current one's is app/docs/page.tsx.
    ...viewReleases.map((release) => ({ slug: [release] })),
    ...docsReleases.flatMap((release) => [
      ...getDocs(release).map((doc) => ({ slug: [...prefix(release), ...doc.slug.split('/')] })),
      ...getIndexCategories(release).map((category) => ({ slug: [...prefix(release), 'category', category.id] })),
      // Folder URLs of top-level categories (e.g. /docs/reference) show the category index too.
      ...getIndexCategories(release)
        .filter((category) => category.topLevel && !getDoc(category.id, release))
        .map((category) => ({ slug: [...prefix(release), category.id] })),
    ]),
  ];
}

type Props = { params: Promise<{ slug: string[] }> };

/** The release a docs URL is in, and the slug below that release's root. */
function releaseRoute(slug: readonly string[]) {
  const release = slug[0] !== undefined && viewReleases.includes(slug[0]) ? slug[0] : CURRENT_RELEASE;
  const rest = release === CURRENT_RELEASE ? slug : slug.slice(1);
  return {
    release,
    route:
      rest.length === 0 ? ({ kind: 'index' } as const) : resolveDocsRoute(rest, (s) => getDoc(s, release), getIndexCategories(release)),
  };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { release, route } = releaseRoute((await params).slug);
  if (route.kind === 'doc') {
    const { title, description, url } = route.doc;
    const social = socialMetadata(url, { title, description });
    return { title, description, ...social, alternates: { ...social.alternates, types: { 'text/markdown': markdownUrl(url) } } };
  }
  if (route.kind === 'category') {
    const { label: title, description, href } = route.category;
    const social = socialMetadata(href, { title, description });
    return { title, description, ...social, alternates: { ...social.alternates, types: { 'text/markdown': markdownUrl(href) } } };
  }
  if (route.kind === 'index') {
    const title = `Documentation for Lilaq ${release}`;
    const description = `Guides, tutorials, recipes and the API reference of Lilaq ${release}.`;
    return { title, description, ...socialMetadata(docsRoot(release), { title, description, canonical: `${docsRoot(release)}/intro` }) };
  }
  return {};
}

export default async function DocsPage({ params }: Props) {
  const { release, route } = releaseRoute((await params).slug);
  if (route.kind === 'doc') return <DocArticle doc={route.doc} />;
  if (route.kind === 'category') return <DocsCategoryPage category={route.category} release={release} />;
  if (route.kind === 'index') return <DocsIndex release={release} />;
  notFound();
}
