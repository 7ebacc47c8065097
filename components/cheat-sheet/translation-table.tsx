import { h } from 'hastscript';
import type { CSSProperties, ReactNode } from 'react';
import { StaticMarkup } from '@/components/static-markup';
import { siteLink, type ElementContent } from '@/lib/html/elements';
import { CURRENT_RELEASE } from '@/lib/docs/versions';
import { toolNames, translationsFor, type SourceTool, type TranslationRow } from '@/lib/content/translations';
import { codeSpans } from './code-spans';
import { TranslationsWake } from './translations-wake.client';

/** Rows of one tool in their groups, in the order the data lists them. */
function byGroup(rows: readonly TranslationRow[]): [string, TranslationRow[]][] {
  const groups = new Map<string, TranslationRow[]>();
  for (const row of rows) groups.set(row.group, [...(groups.get(row.group) ?? []), row]);
  return [...groups];
}

/** The Lilaq text of a row, code in monospace and prose as words. */
function lilaqText(text: string): ElementContent[] {
  return codeSpans(text).map((span) => (span.code ? h('code', span.text) : { type: 'text', value: span.text }));
}

/**
 * One tool's translation table for the cheat sheet (server-rendered, no client code). It scrolls
 * sideways inside its own box on narrow screens, so the page itself never does; the box is
 * focusable so keyboard users can scroll it too. Rows carry no class names (the CSS selects by
 * structure): with about 790 rows, they would add tens of kilobytes to the page. The box carries
 * its row count (`--rows`), which sizes it while its layout waits (TranslationsWake). `release`
 * (set on another release's sheet by its release view) picks that release's rows, linked to its docs.
 */
export function TranslationTable({ tool, release = CURRENT_RELEASE }: { tool: SourceTool; release?: string }) {
  const name = toolNames[tool];
  const groups = byGroup(translationsFor(release)[tool]);
  const rows = translationsFor(release)[tool].length + groups.length;
  return (
    <div
      className="translations"
      role="region"
      aria-label={`${name} names and their Lilaq equivalents`}
      tabIndex={0}
      style={{ '--rows': rows } as CSSProperties}
    >
      <table className="translations__table">
        <thead>
          <tr>
            <th scope="col">You write in {name}</th>
            <th scope="col">In Lilaq</th>
          </tr>
        </thead>
        {groups.map(([group, rows]) => (
          // About 790 rows that never change: each group reaches React as finished HTML.
          <StaticMarkup
            as="tbody"
            key={group}
            markup={[
              h('tr', [h('th', { scope: 'colgroup', colSpan: 2, className: ['translations__group'] }, group)]),
              ...rows.map((row) =>
                h('tr', { className: row.missing ? ['translations__missing'] : undefined }, [
                  h('th', { scope: 'row' }, [h('code', row.name)]),
                  h('td', [
                    ...(row.missing ? [h('span.translations__badge', 'No equivalent')] : []),
                    siteLink(row.href, {}, lilaqText(row.lilaq)),
                  ]),
                ]),
              ),
            ]}
          />
        ))}
      </table>
    </div>
  );
}

/** Wraps the section so print can start it on a page of its own; wakes its tables when needed. */
export function TranslationSection({ children }: { children: ReactNode }) {
  return (
    <section className="translations-section">
      {children}
      <TranslationsWake />
    </section>
  );
}
