import { compile } from '@mdx-js/mdx';
import type { Root } from 'hast';
import { toHtml } from 'hast-util-to-html';
import { describe, expect, it } from 'vitest';
import { remarkFrontmatterData } from '../mdx/compile-data';
import rehypeReference from './rehype-reference';
import remarkReference from './remark-reference';

const file = 'content/docs/reference/divmod.mdx';

/**
 * A page through the compile's reference steps. Its first line is the frontmatter as contentlayer's
 * compile exports it (mdx-bundler, remark-mdx-frontmatter); the body starts on line 3.
 */
async function compilePage(body: string, reference: string | null = 'divmod') {
  let html = '';
  const frontmatter = reference
    ? `export const frontmatter = { title: 'divmod', reference: '${reference}' }`
    : 'export const frontmatter = {}';
  const compiled = await compile(
    { value: `${frontmatter}\n\n${body}`, data: { rawDocumentData: { sourceFilePath: 'docs/reference/divmod.mdx' } } },
    {
      remarkPlugins: [remarkFrontmatterData, remarkReference],
      rehypePlugins: [
        rehypeReference,
        () => (tree: Root) => {
          html = toHtml({ ...tree, children: tree.children.filter((node) => node.type !== 'mdxjsEsm') });
        },
      ],
    },
  );
  return { html, reference: compiled.data.reference };
}

const summary =
  '<Summary returns="int">\nDivides with a remainder, see [`calc.rem`](https://typst.app/docs).\n\nA second paragraph.\n</Summary>';
const dividend = '<Param name="dividend" types="int, decimal">\n  The number to divide.\n</Param>';
const divisor = '<Param name="divisor">\n  The number to divide by, **not** zero.\n</Param>';

describe('a reference page, read once in its compile', () => {
  it('reads the summary and each parameter as the Markdown written on the page, and joins them with the facts', async () => {
    const { reference } = await compilePage(`${summary}\n\nSome words.\n\n${dividend}\n\n${divisor}\n`);
    expect(reference?.prose).toEqual({
      name: 'divmod',
      summary: 'Divides with a remainder, see [`calc.rem`](https://typst.app/docs).\n\nA second paragraph.',
      returns: ['int'],
      params: [
        { name: 'dividend', types: ['int', 'decimal'], line: 11, description: 'The number to divide.' },
        { name: 'divisor', line: 15, description: 'The number to divide by, **not** zero.' },
      ],
      source: { file, line: 3 },
    });
    expect(reference?.definition).toMatchObject({
      name: 'divmod',
      call: 'divmod',
      summary: reference?.prose.summary,
      params: [
        { name: 'dividend', types: ['int', 'decimal'], description: 'The number to divide.' },
        { name: 'divisor', description: 'The number to divide by, **not** zero.' },
      ],
    });
  });

  it('leaves a page without `reference` alone', async () => {
    const { html, reference } = await compilePage('Text.\n', null);
    expect(reference).toBeUndefined();
    expect(html.trim()).toBe('<p>Text.</p>');
  });
});

describe('reference blocks render where they stand', () => {
  it('turns <Summary> into the signature, the rest into the body and the <Param> blocks into the parameter list, their content as compiled', async () => {
    const { html } = await compilePage(`${summary}\n\nSome words.\n\n${dividend}\n\n${divisor}\n`);
    expect(html).toMatch(
      /^<div class="api-signature"><p class="api-summary">Divides with a remainder, see <a href="https:\/\/typst.app\/docs"><code>calc.rem<\/code><\/a>. A second paragraph.<\/p>/,
    );
    expect(html).toContain(
      '<span class="api-signature__name">lq.divmod</span>(\n<span class="api-signature__param">  <a href="#dividend">dividend</a>,\n</span>',
    );
    expect(html).toContain('<div class="markdown">');
    expect(html).toMatch(/<p>Some words.<\/p>[\s]*<\/div><section class="api-params" aria-labelledby="parameters">/);
    expect(html).toContain('<h3 id="divisor" class="anchor-heading api-param__name"><code>divisor</code>');
    // Each entry ends with its history line (history-hast.ts); the page, with the definition across releases.
    expect(html).toContain(
      '<p>The number to divide by, <strong>not</strong> zero.</p><p class="api-param__history"><span class="api-param__since">Since 0.1.0</span></p></div></section>',
    );
    expect(html).toMatch(/<\/section><details class="api-history"><summary>This definition across releases<\/summary>.*<\/details>$/s);
  });
});

describe('a malformed reference page fails its compile with file:line', () => {
  it('for a <Param> naming a parameter Lilaq lacks, and for a parameter of Lilaq without a <Param>', async () => {
    await expect(compilePage(`${summary}\n\n${dividend}\n\n${divisor}\n\n<Param name="modulus">\n  Nothing.\n</Param>\n`)).rejects.toThrow(
      `${file}:17: divmod#modulus: described, but Lilaq divmod has no such parameter`,
    );
    await expect(compilePage(`${summary}\n\n${dividend}\n`)).rejects.toThrow(
      `${file}:3: divmod#divisor: a parameter of Lilaq without prose (add a <Param name="divisor"> block)`,
    );
  });

  it('for content after the parameter list, a page without <Summary>, a second one, a <Param> without a name', async () => {
    await expect(compilePage(`${summary}\n\n${dividend}\n\nMore words.\n\n${divisor}\n`)).rejects.toThrow(
      `${file}:13: content after the first <Param>`,
    );
    await expect(compilePage(`${dividend}\n\n${divisor}\n`)).rejects.toThrow(`${file}:1: reference page without a <Summary> block`);
    await expect(compilePage(`${summary}\n\n${summary}\n`)).rejects.toThrow(`${file}:9: a second <Summary>`);
    await expect(compilePage(`${summary}\n\n<Param>\n  Words.\n</Param>\n`)).rejects.toThrow(`${file}:9: <Param> without a name`);
  });

  it('for a name the facts do not have', async () => {
    await expect(compilePage(`${summary}\n`, 'divide')).rejects.toThrow(`${file}:3: divide: no facts for divide in Lilaq 0.5.0`);
  });
});
