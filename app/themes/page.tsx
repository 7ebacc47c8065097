import type { Metadata } from 'next';
import { socialMetadata } from '@/lib/social/cards';
import { MdxPage } from '@/components/site-mdx-page';
import { getPage } from '@/lib/content/pages';
import Themes from '@/content/pages/themes.mdx';

const page = getPage('themes');

export const metadata: Metadata = {
  title: page.title,
  description: page.description,
  ...socialMetadata('/themes', { title: page.title, description: page.description }),
};

export default function Page() {
  return (
    <MdxPage page={page}>
      <Themes />
    </MdxPage>
  );
}
