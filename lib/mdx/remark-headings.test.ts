import type { Heading, Root } from 'mdast';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { visit } from 'unist-util-visit';
import { VFile } from 'vfile';
import { describe, expect, it } from 'vitest';
import remarkHeadings, { headingId } from './remark-headings';
import { syntaxPlugins } from './syntax';

// Rendering the ids into the page's HTML is covered by plugins.test.ts (the whole site pipeline).
const run = (source: string, mdx = false) => {
  const processor = unified()
    .use(remarkParse)
    .use(mdx ? [remarkMdx, ...syntaxPlugins] : syntaxPlugins)
    .use(remarkHeadings);
  const file = new VFile(source);
  const tree = processor.runSync(processor.parse(file), file) as Root;
  const ids: string[] = [];
  visit(tree, 'heading', (node: Heading) => void ids.push(headingId(node)));
  return { ids, toc: file.data.toc };
};

describe('remarkHeadings', () => {
  it('gives every heading an id and lists h2 to h4 as the TOC with the same ids', () => {
    const { ids, toc } = run('# Page\n\n## Example\n\n### The `lq.plot` call\n\n## Example\n\n##### Deep\n');
    expect(ids).toEqual(['page', 'example', 'the-lqplot-call', 'example-1', 'deep']);
    expect(toc).toEqual([
      { id: 'example', title: 'Example', depth: 2 },
      { id: 'the-lqplot-call', title: 'The lq.plot call', depth: 3 },
      { id: 'example-1', title: 'Example', depth: 2 },
    ]);
  });

  it('takes no hash line inside a code block for a heading', () => {
    expect(run('```typ\n## not a heading\n```\n\n<Note>text</Note>\n\n## Real\n', true).toc).toEqual([
      { id: 'real', title: 'Real', depth: 2 },
    ]);
  });

  it('keeps the source text of inline math in the id', () => {
    expect(run('## Growth as $e^t$\n').toc?.[0]?.id).toBe('growth-as-et');
  });

  it('keeps an id named by an MDX comment, which is no part of the heading text', () => {
    const { ids, toc } = run('## Coming from A, B or C {/* #coming-from-a-or-b */}\n\n## Coming from A or B\n', true);
    expect(ids).toEqual(['coming-from-a-or-b', 'coming-from-a-or-b-1']);
    expect(toc?.[0]).toEqual({ id: 'coming-from-a-or-b', title: 'Coming from A, B or C', depth: 2 });
    expect(() => run('## A\n\n## B {/* #a */}\n', true)).toThrow('the heading id #a is taken');
  });
});
