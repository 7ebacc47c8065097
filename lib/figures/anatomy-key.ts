/**
 * The key of an anatomy figure as the author wrote it: the numbered list right after the example,
 * one item per marker, each starting with the part's name in bold and linking its reference entry
 * first. Read from the MDX tree (remark-typst-examples.ts); the markers take their names and links
 * from it, so figure and key cannot disagree.
 */
import type { Link, List, Root, RootContent, Strong } from 'mdast';
import { toString } from 'mdast-util-to-string';
import { visit } from 'unist-util-visit';
import type { AnatomyKeyItem } from './anatomy';

function first<T extends RootContent>(node: RootContent, type: T['type']): T | undefined {
  let found: T | undefined;
  visit(node, type, (hit) => {
    found ??= hit as T;
  });
  return found;
}

/** The key after `code` (a top-level node of `tree`); throws a message for the author when it is missing or incomplete. */
export function anatomyKey(tree: Root, code: RootContent): AnatomyKeyItem[] {
  const index = tree.children.indexOf(code);
  const list = index >= 0 ? tree.children[index + 1] : undefined;
  if (!list || list.type !== 'list' || !(list as List).ordered) {
    throw new Error('anatomy: the example must be followed by its key, a numbered list with one item per part');
  }
  return (list as List).children.map((item, i) => {
    const label = first<Strong>(item, 'strong');
    const link = first<Link>(item, 'link');
    if (!label || !link)
      throw new Error(`anatomy: item ${i + 1} of the key needs the part's name in bold and a link to its reference entry`);
    return { label: toString(label), href: link.url };
  });
}
