/**
 * Markup that never changes after the build, written as HTML trees (hast) instead of React
 * elements: the site's server components hand it to React as one element's inner HTML
 * (components/static-markup.tsx), so React neither carries it in the page payload nor walks it
 * when it hydrates. Plain data, so nothing here can hold an event handler, a ref or a client
 * component: interactive parts stay React components outside it.
 */
import type { Element, ElementContent, Properties } from 'hast';
import { h, type Child } from 'hastscript';
import { toHtml } from 'hast-util-to-html';
import { withBase } from '../base-path';

export type { Element, ElementContent };

/** A rendered figure as a tile shows it: both colour variants (site paths) and the size in CSS pixels. */
export interface TileFigure {
  light: string;
  dark: string;
  width: number;
  height: number;
}

/**
 * The HTML string of markup handed to React as an element's inner HTML. Every byte of it is in the
 * page twice, in the HTML and in the flight data (as a JSON string, where each quote costs two),
 * so it is written as tersely as HTML allows: attribute values unquoted where the value permits,
 * and the end tags (and `<tbody>`-like start tags) that HTML's parser implies left out (`</li>`,
 * `</p>` before a block, `</td>`, `</tr>`). The browser builds the same DOM. The containers this
 * is set into (components/static-markup.tsx, lib/mdx/rehype-static-html.ts) are never `<a>`,
 * `<del>`, `<ins>` or media, the parents that keep a last `</p>` required.
 */
export function innerHtml(markup: ElementContent | readonly ElementContent[]): string {
  return toHtml(markup as ElementContent | ElementContent[], { omitOptionalTags: true, preferUnquoted: true });
}

/** A link to a site path, the base path put in front (as components/site-link.tsx does). */
export function siteLink(href: string, properties: Properties, children: Child): Element {
  return h('a', { ...properties, href: withBase(href) }, children);
}

/** A heading with the "#" permalink that lib/mdx/rehype-site-elements.ts gives headings in MDX. */
export function anchorHeading(
  tag: 'h2' | 'h3',
  id: string,
  label: string,
  className: readonly string[],
  children: ElementContent[] | string,
): Element {
  return h(tag, { id, className: ['anchor-heading', ...className] }, [
    ...(typeof children === 'string' ? [{ type: 'text' as const, value: children }] : children),
    h('a.hash-link', { href: `#${id}`, ariaLabel: `Direct link to ${label}` }, '#'),
  ]);
}

/**
 * The link of one tile in a list of figures (the gallery, a reference page's "Used in"): it holds the
 * figure's light and dark files as decorative images, the page title (strong), the section as
 * plain text and, if given, a description of the figure: a hidden span the link points to with
 * `aria-describedby` (read after the link's name, laid out never). No classes: a list has hundreds of
 * tiles, and each byte is in the page twice (HTML and the flight data), so the list's stylesheet
 * styles them by structure, and components/figure-tiles.css shows the variant of the colour mode.
 */
export function figureTile(
  tile: { href: string; figure?: TileFigure; pageTitle: string; label: string },
  description?: { id: string; text: string },
): Element {
  const images = tile.figure
    ? (['light', 'dark'] as const).map((variant) =>
        h('img', {
          src: withBase(tile.figure![variant]),
          width: tile.figure!.width,
          height: tile.figure!.height,
          alt: '',
          loading: 'lazy',
          decoding: 'async',
        }),
      )
    : [];
  const text = [h('strong', tile.pageTitle), tile.label];
  if (!description) return siteLink(tile.href, {}, [...images, ...text]);
  return siteLink(tile.href, { ariaDescribedBy: [description.id] }, [
    ...images,
    ...text,
    h('span', { id: description.id, hidden: true }, description.text),
  ]);
}
