import type { ReactNode } from 'react';
import { SiteLink } from '@/components/site-link';
import { StaticMarkup } from '@/components/static-markup';
import { toolNames, translations, type SourceTool, type TranslationRow } from '@/lib/content/translations';
import { codeSpans } from './code-spans';

/** Rows of one tool in their groups, in the order the data lists them. */
function byGroup(rows: readonly TranslationRow[]): [string, TranslationRow[]][] {
  const groups = new Map<string, TranslationRow[]>();
  for (const row of rows) groups.set(row.group, [...(groups.get(row.group) ?? []), row]);
  return [...groups];
}

/** The Lilaq text of a row, code in monospace and prose as words. */
function LilaqText({ text }: { text: string }) {
  return codeSpans(text).map((span, index) => (span.code ? <code key={index}>{span.text}</code> : span.text));
}

/**
 * One tool's translation table for the cheat sheet (server-rendered, no client code). It scrolls
 * sideways inside its own box on narrow screens, so the page itself never does; the box is
 * focusable so keyboard users can scroll it too. Rows carry no class names (the CSS selects by
 * structure): with about 700 rows, they would add tens of kilobytes to the page.
 */
export function TranslationTable({ tool }: { tool: SourceTool }) {
  const name = toolNames[tool];
  return (
    <div className="translations" role="region" aria-label={`${name} names and their Lilaq equivalents`} tabIndex={0}>
      <table className="translations__table">
        <thead>
          <tr>
            <th scope="col">You write in {name}</th>
            <th scope="col">In Lilaq</th>
          </tr>
        </thead>
        {byGroup(translations[tool]).map(([group, rows]) => (
          // About 700 rows that never change: each group reaches React as finished HTML.
          <StaticMarkup as="tbody" key={group}>
            <tr>
              <th scope="colgroup" colSpan={2} className="translations__group">
                {group}
              </th>
            </tr>
            {rows.map((row) => (
              <tr key={row.name} className={row.missing ? 'translations__missing' : undefined}>
                <th scope="row">
                  <code>{row.name}</code>
                </th>
                <td>
                  {row.missing ? <span className="translations__badge">No equivalent</span> : null}
                  <SiteLink href={row.href}>
                    <LilaqText text={row.lilaq} />
                  </SiteLink>
                </td>
              </tr>
            ))}
          </StaticMarkup>
        ))}
      </table>
    </div>
  );
}

/** Wraps the section so print can start it on a page of its own. */
export function TranslationSection({ children }: { children: ReactNode }) {
  return <section className="translations-section">{children}</section>;
}
