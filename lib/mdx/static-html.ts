import { withBase } from '../base-path';

/** `<a … href="/…"`: a link to a site path in HTML that hast-util-to-html wrote. */
const siteLink = /(<a\b[^>]*?\shref=")(\/(?!\/)[^"]*)"/g;
/** `<img … src="/…"`: an image of the site (a reference page's parameter strips). */
const siteImage = /(<img\b[^>]*?\ssrc=")(\/(?!\/)[^"]*)"/g;

/**
 * Finished article HTML with the base path put in front of its links and images at site paths
 * (`/docs/intro` → `/lilaq-docs/docs/intro`). The HTML comes from hast-util-to-html, which
 * escapes every `<` in text, so `<a` can only start a real tag: code that shows a link is left alone.
 */
export function withBaseInHtml(html: string, base: string): string {
  if (base === '') return html;
  const based = (_match: string, start: string, path: string) => `${start}${withBase(path, base)}"`;
  return html.replace(siteLink, based).replace(siteImage, based);
}
