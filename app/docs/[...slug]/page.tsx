import type { Metadata } from 'next';
import { socialMetadata } from '@/lib/social/cards';
import { notFound } from 'next/navigation';
import { DocArticle } from '@/components/docs-article';
import { DocsCategoryPage } from '@/components/docs-category-page';
import { getDoc, getDocs, getIndexCategories } from '@/lib/content/docs';
import { markdownUrl } from '@/lib/content/markdown';
import { resolveDocsRoute } from '@/lib/docs/routes';

// Static export: only the pages listed below exist; anything else is the 404 page.
export const dynamicParams = false;

export function generateStaticParams(): { slug: string[] }[] {
  return [
    ...getDocs().map((doc) => ({ slug: doc.slug.split('/') })),
    ...getIndexCategories().map((category) => ({ slug: ['category', category.id] })),
    // Folder URLs of top-level categories (e.g. /docs/reference) show the category index too.
    ...getIndexCategories()
      .filter((category) => category.topLevel && !getDoc(category.id))
      .map((category) => ({ slug: [category.id] })),
  ];
}

type Props = { params: Promise<{ slug: string[] }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const route = resolveDocsRoute((await params).slug, getDoc, getIndexCategories());
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
  return {};
}

export default async function DocsPage({ params }: Props) {
  const route = resolveDocsRoute((await params).slug, getDoc, getIndexCategories());
  if (route.kind === 'doc') return <DocArticle doc={route.doc} />;
  if (route.kind === 'category') return <DocsCategoryPage category={route.category} />;
  notFound();
}
