import { compile } from '@mdx-js/mdx';
import type { Root } from 'hast';
import { toHtml } from 'hast-util-to-html';
import remarkFrontmatter from 'remark-frontmatter';
import { describe, expect, it } from 'vitest';
import rehypeReference from './rehype-reference';

/** The page's HTML as the step leaves it, or the compile's error. */
async function render(body: string): Promise<string> {
  let html = '';
  await compile(
    {
      value: `---\ntitle: divmod\nreference: divmod\n---\n\n${body}`,
      data: { rawDocumentData: { sourceFilePath: 'docs/reference/divmod.mdx' } },
    },
    {
      remarkPlugins: [remarkFrontmatter],
      rehypePlugins: [
        rehypeReference,
        () => (tree: Root) => {
          html = toHtml({ ...tree, children: tree.children.filter((node) => node.type !== 'mdxjsEsm') });
        },
      ],
    },
  );
  return html;
}

const summary = '<Summary>Divides with a remainder, see [`calc.rem`](https://typst.app/docs).</Summary>';
const dividend = '<Param name="dividend">\n  The number to divide.\n</Param>';
const divisor = '<Param name="divisor">\n  The number to divide by, **not** zero.\n</Param>';

describe('reference blocks render where they stand', () => {
  it('turns <Summary> into the signature, the rest into the body and the <Param> blocks into the parameter list, their content as compiled', async () => {
    const html = await render(`${summary}\n\nSome words.\n\n${dividend}\n\n${divisor}\n`);
    expect(html).toMatch(
      /^<div class="api-signature"><p class="api-summary">Divides with a remainder, see <a href="https:\/\/typst.app\/docs"><code>calc.rem<\/code><\/a>.<\/p>/,
    );
    expect(html).toContain(
      '<span class="api-signature__name">lq.divmod</span>(\n<span class="api-signature__param">  <a href="#dividend">dividend</a>,\n</span>',
    );
    expect(html).toContain('<div class="markdown">');
    expect(html).toMatch(/<p>Some words.<\/p>[\s]*<\/div><section class="api-params" aria-labelledby="parameters">/);
    expect(html).toContain('<h3 id="divisor" class="anchor-heading api-param__name"><code>divisor</code>');
    expect(html).toMatch(/<p>The number to divide by, <strong>not<\/strong> zero.<\/p><\/div><\/section>$/);
  });

  it('fails with file:line for a <Param> naming a parameter Lilaq lacks', async () => {
    await expect(render(`${summary}\n\n${dividend}\n\n${divisor}\n\n<Param name="modulus">\n  Nothing.\n</Param>\n`)).rejects.toThrow(
      'content/docs/reference/divmod.mdx:16: divmod#modulus: described, but Lilaq divmod has no such parameter',
    );
  });

  it('fails with file:line for a parameter of Lilaq without a <Param>', async () => {
    await expect(render(`${summary}\n\n${dividend}\n`)).rejects.toThrow(
      'content/docs/reference/divmod.mdx:3: divmod#divisor: a parameter of Lilaq without prose (add a <Param name="divisor"> block)',
    );
  });

  it('fails with file:line for content after the parameter list and for a page without <Summary>', async () => {
    await expect(render(`${summary}\n\n${dividend}\n\nMore words.\n\n${divisor}\n`)).rejects.toThrow(
      'content/docs/reference/divmod.mdx:12: content after the first <Param>',
    );
    await expect(render(`${dividend}\n\n${divisor}\n`)).rejects.toThrow(
      'content/docs/reference/divmod.mdx:3: reference page without a <Summary> block',
    );
  });
});
