import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ComparePage, comparisonTitle } from '@/components/compare-page';
import { comparePage, comparisonParams } from '@/lib/content/compare';

/** `/compare/0.5.0...0.6.0/reference/bar`: a docs page both releases have, compared (lib/compare/routes.ts). */
export const dynamicParams = false;

export function generateStaticParams(): { range: string; slug: string[] }[] {
  return comparisonParams();
}

type Props = { params: Promise<{ range: string; slug: string[] }> };

const load = async ({ params }: Props) => {
  const { range, slug } = await params;
  return comparePage(range, slug.join('/'));
};

export async function generateMetadata(props: Props): Promise<Metadata> {
  const comparison = await load(props);
  if (!comparison) return {};
  const { from, to, after } = comparison;
  return {
    title: `${comparisonTitle(comparison)}: Lilaq ${from} and ${to} compared`,
    description: `What changed on the page "${after.title}" from Lilaq ${from} to ${to}: facts, text and figures side by side.`,
    // Two releases' pages side by side say nothing a search engine should send readers to; each page itself is indexed.
    robots: { index: false, follow: true },
  };
}

export default async function Page(props: Props) {
  const comparison = await load(props);
  if (!comparison) notFound();
  return <ComparePage comparison={comparison} />;
}
