import { Parser } from 'htmlparser2';

export interface HtmlFacts {
  /** Every id and every `<a name>` in the page (anchor targets). */
  ids: Set<string>;
  /** href of every `<a>` and `<link rel=...>` that navigates (not stylesheets or preloads). */
  links: string[];
}

/** Anchor targets and outgoing links of an HTML page. */
export function readHtml(html: string): HtmlFacts {
  const ids = new Set<string>();
  const links: string[] = [];
  const parser = new Parser({
    onopentag(name, attributes) {
      if (attributes.id) ids.add(attributes.id);
      if (name === 'a' && attributes.name) ids.add(attributes.name);
      if (name === 'a' && attributes.href !== undefined) links.push(attributes.href);
    },
  });
  parser.write(html);
  parser.end();
  return { ids, links };
}
