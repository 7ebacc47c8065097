import { SiteLink } from '@/components/site-link';
import { cheatSheetPath } from '@/lib/content/cheat-sheet';
import { newestRelease } from '@/lib/content/docs-releases';
import { docsReleases } from '@/lib/docs/release-view';

/**
 * Which Lilaq release a cheat sheet is for, under its title, with links to the sheets of the
 * other releases; an older release's sheet says which release is the newest (like the docs'
 * release banner, components/docs-release-banner.tsx).
 */
export function CheatSheetRelease({ release }: { release: string }) {
  const others = docsReleases.filter((other) => other !== release);
  const newest = release === newestRelease;
  return (
    <p className="cheat-sheet__release">
      <span className="cheat-sheet__badge">Lilaq {release}</span> This sheet is for Lilaq {release}
      {newest ? ', the newest release.' : `. The newest release is ${newestRelease}.`}{' '}
      {others.map((other, i) => (
        <span key={other}>
          {i > 0 ? ' ' : ''}
          <SiteLink href={cheatSheetPath(other)}>
            {other === newestRelease ? `The cheat sheet for ${other}, the newest release` : `The cheat sheet for ${other}`}
          </SiteLink>
          .
        </span>
      ))}
    </p>
  );
}
