import rehypeStringify from 'rehype-stringify';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { describe, expect, it } from 'vitest';
import remarkHeadings from './remark-headings';
import { syntaxPlugins } from './syntax';

const render = async (source: string) => {
  const file = await unified()
    .use(remarkParse)
    .use(syntaxPlugins)
    .use(remarkHeadings)
    .use(remarkRehype)
    .use(rehypeStringify)
    .process(source);
  return { html: String(file), toc: file.data.toc };
};

describe('remarkHeadings', () => {
  it('gives each rendered heading the id its TOC entry links to', async () => {
    const { html, toc } = await render('# Page\n\n## Example\n\n### The `lq.plot` call\n\n## Example\n\n##### Deep\n');
    expect(toc).toEqual([
      { id: 'example', title: 'Example', depth: 2 },
      { id: 'the-lqplot-call', title: 'The lq.plot call', depth: 3 },
      { id: 'example-1', title: 'Example', depth: 2 },
    ]);
    for (const { id } of toc ?? []) expect(html).toContain(` id="${id}"`);
    // Headings outside the TOC's range still get ids (links to them keep working).
    expect(html).toContain('<h1 id="page">');
    expect(html).toContain('<h5 id="deep">');
  });

  it('keeps the source text of inline math in the id', async () => {
    const { toc } = await render('## Growth as $e^t$\n');
    expect(toc?.[0]?.id).toBe('growth-as-et');
  });
});
