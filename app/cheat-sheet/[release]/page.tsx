import type { Metadata } from 'next';
import { CheatSheetPage } from '@/components/cheat-sheet/cheat-sheet-page';
import { cheatSheetDescription, cheatSheetPath } from '@/lib/content/cheat-sheet';
import { getPage } from '@/lib/content/pages';
import { viewReleases } from '@/lib/docs/release-view';
import { socialMetadata } from '@/lib/social/cards';

/** `/cheat-sheet/VERSION`: the cheat sheet of another release, compiled from the same source for it. */
export const dynamicParams = false;

export function generateStaticParams(): { release: string }[] {
  return viewReleases.map((release) => ({ release }));
}

type Props = { params: Promise<{ release: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { release } = await params;
  const page = getPage('cheat-sheet', release);
  const meta = { title: `${page.title} for Lilaq ${release}`, description: cheatSheetDescription(page.description, release) };
  return { ...meta, ...socialMetadata(cheatSheetPath(release), meta) };
}

export default async function Page({ params }: Props) {
  const { release } = await params;
  return <CheatSheetPage page={getPage('cheat-sheet', release)} />;
}
