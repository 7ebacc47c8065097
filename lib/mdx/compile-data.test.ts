import { compile } from '@mdx-js/mdx';
import { VFile } from 'vfile';
import { describe, expect, it } from 'vitest';
import { documentPath, remarkFrontmatterData } from './compile-data';

/** The frontmatter the step leaves on a compiled page. */
async function frontmatterOf(source: string) {
  const file = await compile(source, { remarkPlugins: [remarkFrontmatterData] });
  return file.data.frontmatter;
}

describe('remarkFrontmatterData', () => {
  it('reads the scalar values of the frontmatter the compile exports (mdx-bundler: `export const frontmatter`)', async () => {
    const exported =
      "export const frontmatter = { 'title': 'Ticks', 'reference': 'tick-format.linear', 'sidebar_position': 2, 'draft': false, 'questions': ['how?'] }";
    expect(await frontmatterOf(`${exported}\n\nText.\n`)).toEqual({
      title: 'Ticks',
      reference: 'tick-format.linear',
      sidebar_position: 2,
      draft: false,
    });
  });

  it('leaves an empty record on a page without one, and ignores other exports', async () => {
    expect(await frontmatterOf('export const meta = { reference: "plot" }\n\nText.\n')).toEqual({});
  });
});

describe('documentPath', () => {
  it('names the document contentlayer2 compiles, and fails outside contentlayer2', () => {
    expect(documentPath(new VFile({ data: { rawDocumentData: { sourceFilePath: 'docs/intro.mdx' } } }))).toBe('docs/intro.mdx');
    expect(() => documentPath(new VFile('x'))).toThrow('contentlayer2');
  });
});
