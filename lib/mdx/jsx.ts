import type { MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx';

/** A JSX element's attributes written as strings (`name="…"`); bare attributes and expressions are left out. */
export function jsxAttributes(node: MdxJsxFlowElement | MdxJsxTextElement): Record<string, string> {
  const attributes: Record<string, string> = {};
  for (const a of node.attributes) if (a.type === 'mdxJsxAttribute' && typeof a.value === 'string') attributes[a.name] = a.value;
  return attributes;
}
