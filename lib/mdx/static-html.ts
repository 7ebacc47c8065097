import { withBase } from '../base-path';

/**
 * `<a … href=/…`: a link to a site path, in HTML that `innerHtml` (lib/html/elements.ts) wrote: the
 * value quoted where it needs it (`"/a b.svg"`), else unquoted (`/docs/intro`, ending at a space
 * or `>`).
 */
const siteLink = /(<a\b[^>]*?\shref=)(?:"(\/(?!\/)[^"]*)"|(\/(?!\/)[^\s"'=<>`]*))/g;
/** `<img … src=/…`: an image of the site (a reference page's parameter strips). */
const siteImage = /(<img\b[^>]*?\ssrc=)(?:"(\/(?!\/)[^"]*)"|(\/(?!\/)[^\s"'=<>`]*))/g;
/** An attribute value as HTML may leave it unquoted (the rules hast-util-to-html follows). */
const unquotable = /^[^\s"'=<>`&]+$/;

/**
 * Finished article HTML with the base path put in front of its links and images at site paths
 * (`/docs/intro` → `/lilaq-docs/docs/intro`), quoted or not as written. The HTML comes from
 * hast-util-to-html, which escapes every `<` in text, so `<a` can only start a real tag: code that
 * shows a link is left alone.
 */
export function withBaseInHtml(html: string, base: string): string {
  if (base === '') return html;
  const based = (_match: string, start: string, quoted: string | undefined, bare: string | undefined) => {
    const value = withBase((quoted ?? bare) as string, base);
    return quoted === undefined && unquotable.test(value) ? `${start}${value}` : `${start}"${value}"`;
  };
  return html.replace(siteLink, based).replace(siteImage, based);
}
