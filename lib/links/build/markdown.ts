import type { Root } from 'mdast';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { visit } from 'unist-util-visit';

const parser = unified().use(remarkParse).use(remarkGfm);

/**
 * Links and images of a plain Markdown file (the .md exports, llms.txt). Links into the site are
 * written as absolute URLs there; they come back as paths (`https://lilaq.org/docs/a#b` →
 * `/docs/a#b`) so the gate can check them like any internal link. Other URLs are dropped.
 */
export function extractMarkdownLinks(source: string, siteUrl: string): string[] {
  const origin = new URL(siteUrl).origin;
  const hrefs: string[] = [];
  visit(parser.parse(source) as Root, (node) => {
    if (node.type !== 'link' && node.type !== 'image' && node.type !== 'definition') return;
    if (node.url.startsWith('/') && !node.url.startsWith('//')) hrefs.push(node.url);
    else if (node.url.startsWith(`${origin}/`)) hrefs.push(node.url.slice(origin.length));
  });
  return hrefs;
}
