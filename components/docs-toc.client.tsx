'use client';

import { useEffect, useState } from 'react';
import type { TocEntry } from '@/lib/mdx/remark-headings';
import { activeHeadingId } from '@/lib/docs/active-heading';

/**
 * "On this page": headings h2 to h4, with the heading currently being read highlighted.
 */
export function DocsToc({ entries }: { entries: readonly TocEntry[] }) {
  const [active, setActive] = useState<string | undefined>(undefined);

  useEffect(() => {
    const update = () => {
      const navbar = document.querySelector<HTMLElement>('.navbar')?.offsetHeight ?? 60;
      const tops = entries.flatMap((entry) => {
        const element = document.getElementById(entry.id);
        return element ? [{ id: entry.id, top: element.getBoundingClientRect().top }] : [];
      });
      const atBottom = window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 2;
      setActive(activeHeadingId(tops, navbar + 16, atBottom));
    };
    update();
    window.addEventListener('scroll', update, { passive: true });
    window.addEventListener('resize', update);
    return () => {
      window.removeEventListener('scroll', update);
      window.removeEventListener('resize', update);
    };
  }, [entries]);

  if (entries.length === 0) return null;
  return (
    <nav className="docs-toc" aria-label="On this page">
      <p className="docs-toc__title">On this page</p>
      <ul>
        {entries.map((entry) => (
          <li key={entry.id} className={`docs-toc__item docs-toc__item--${entry.depth}`}>
            <a
              href={`#${entry.id}`}
              className={entry.id === active ? 'docs-toc__link docs-toc__link--active' : 'docs-toc__link'}
              aria-current={entry.id === active ? 'location' : undefined}
            >
              {entry.title}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
