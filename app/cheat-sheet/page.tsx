import type { Metadata } from 'next';
import { socialMetadata } from '@/lib/social/cards';
import { CheatSheetPage } from '@/components/cheat-sheet/cheat-sheet-page';
import { getPage } from '@/lib/content/pages';

const page = getPage('cheat-sheet');

export const metadata: Metadata = {
  title: page.title,
  description: page.description,
  ...socialMetadata('/cheat-sheet', { title: page.title, description: page.description }),
};

export default function Page() {
  return <CheatSheetPage page={page} />;
}
