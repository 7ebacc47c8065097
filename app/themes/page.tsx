import type { Metadata } from 'next';
import { socialMetadata } from '@/lib/social/cards';
import { MdxPage } from '@/components/site-mdx-page';
import { getPage } from '@/lib/content/pages';
import { mdxComponents } from '@/components/mdx';
import { renderMdx } from '@/lib/mdx/run';

const page = getPage('themes');

export const metadata: Metadata = {
  title: page.title,
  description: page.description,
  ...socialMetadata('/themes', { title: page.title, description: page.description }),
};

export default function Page() {
  return <MdxPage page={page}>{renderMdx(page.body.code, mdxComponents)}</MdxPage>;
}
