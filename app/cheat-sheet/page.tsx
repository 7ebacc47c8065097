import type { Metadata } from 'next';
import { MdxPage } from '@/components/site-mdx-page';
import { getPage } from '@/lib/content/pages';

const page = getPage('cheat-sheet');

export const metadata: Metadata = { title: page.title, description: page.description, alternates: { canonical: '/cheat-sheet' } };

export default function Page() {
  return <MdxPage page={page} />;
}
