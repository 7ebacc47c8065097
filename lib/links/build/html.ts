import { Parser } from 'htmlparser2';

export interface HtmlFacts {
  /** Every id and every `<a name>` in the page (anchor targets). */
  ids: Set<string>;
  /** href of every `<a>` and `<link rel=...>` that navigates (not stylesheets or preloads). */
  links: string[];
  /** URLs the head points at: canonical, og:url, og:image, twitter:image (often absolute). */
  metaLinks: string[];
  /** Whether the page declares a social card image (og:image). */
  hasSocialImage: boolean;
  /** Whether the page asks search engines to leave it out (`<meta name="robots" content="noindex">`). */
  noindex: boolean;
  /** src of every `<img>` (figures, logos): a missing file is a broken image, not a broken page. */
  images: string[];
}

const metaUrlProperties = new Set(['og:url', 'og:image', 'twitter:image']);

/** Anchor targets and outgoing links of an HTML page. */
export function readHtml(html: string): HtmlFacts {
  const ids = new Set<string>();
  const links: string[] = [];
  const metaLinks: string[] = [];
  const images: string[] = [];
  let hasSocialImage = false;
  let noindex = false;
  const parser = new Parser({
    onopentag(name, attributes) {
      if (attributes.id) ids.add(attributes.id);
      if (name === 'a' && attributes.name) ids.add(attributes.name);
      if (name === 'a' && attributes.href !== undefined) links.push(attributes.href);
      if (name === 'img' && attributes.src) images.push(attributes.src);
      if (name === 'link' && attributes.rel === 'canonical' && attributes.href) metaLinks.push(attributes.href);
      const property = attributes.property ?? attributes.name;
      if (name === 'meta' && property && metaUrlProperties.has(property) && attributes.content) {
        metaLinks.push(attributes.content);
        if (property === 'og:image') hasSocialImage = true;
      }
      if (name === 'meta' && attributes.name === 'robots' && /\bnoindex\b/.test(attributes.content ?? '')) noindex = true;
    },
  });
  parser.write(html);
  parser.end();
  return { ids, links, metaLinks, hasSocialImage, noindex, images };
}
