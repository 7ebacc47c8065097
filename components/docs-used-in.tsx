import { SiteLink } from '@/components/site-link.client';
import type { Usage } from '@/lib/discover/back-references';
import { FigureThumb } from './figure-thumb';
import './docs-used-in.css';

export const usedInId = 'used-in';

/**
 * The end of a reference page: the tutorials, gallery examples and posts whose runnable examples
 * use this function, each example a link to its anchor with a small thumbnail of its figure.
 */
export function DocsUsedIn({ call, usages }: { call: string; usages: readonly Usage[] }) {
  return (
    <section className="used-in" aria-labelledby={usedInId}>
      <h2 id={usedInId} className="anchor-heading">
        Used in
        <a className="hash-link" href={`#${usedInId}`} aria-label="Direct link to Used in">
          #
        </a>
      </h2>
      {usages.length === 0 ? (
        <p>
          No tutorial, gallery example or post uses <code>lq.{call}</code> yet; the examples on this page show it at work.
        </p>
      ) : (
        <>
          <p>
            Examples elsewhere on the site that use <code>lq.{call}</code>:
          </p>
          <ul className="used-in__pages">
            {usages.map((usage) => (
              <li key={usage.url}>
                <SiteLink href={usage.url} className="used-in__page">
                  {usage.title}
                </SiteLink>
                <ul className="used-in__examples">
                  {usage.examples.map((example) => (
                    <li key={example.href}>
                      <SiteLink href={example.href} className="used-in__example">
                        {example.figure ? <FigureThumb figure={example.figure} size="small" /> : null}
                        <span>{example.label}</span>
                      </SiteLink>
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
