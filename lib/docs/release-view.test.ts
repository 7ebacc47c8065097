import type { Root } from 'mdast';
import { describe, expect, it } from 'vitest';
import { findExampleBlocks } from '../figures/mdx-examples';
import { parseMdx } from '../mdx/tree';
import { applyReleaseView, packagePins, readRange, sliceWithoutCuts, splitDocumentPath } from './release-view';

const page = (source: string, release: string, frontmatter: Record<string, unknown> = {}, docs = true) => {
  const tree = parseMdx(source);
  const { included, cuts } = applyReleaseView(tree, { release, frontmatter, file: 'content/docs/page.mdx', docs });
  return { tree, included, cuts };
};

/** The words of a tree, without the markup. */
const words = (tree: Root) =>
  JSON.stringify(tree)
    .match(/"value":"([^"]*)"/g)
    ?.map((v) => v.slice(9, -1)) ?? [];

const source = `## Width

Shared sentence.

<Release until="0.5.0">

The default is \`0.8\`.

</Release>
<Release since="0.6.0">

## Violins

The default is \`80%\`, see [bar](/docs/reference/bar#width).

</Release>

Inline: <Release until="0.5.0">old</Release><Release since="0.6.0">new</Release> words.
`;

describe('one page per release', () => {
  it("keeps each release's blocks and drops the other's, inline ones too", () => {
    const old = words(page(source, '0.5.0').tree);
    expect(old).toContain('The default is ');
    expect(old).toContain('0.8');
    expect(old).toContain('old');
    expect(old).not.toContain('80%');
    expect(old).not.toContain('Violins');
    expect(old).not.toContain('new');
    const next = words(page(source, '0.6.0').tree);
    expect(next).toContain('80%');
    expect(next).toContain('Violins');
    expect(next).toContain('new');
    expect(next).not.toContain('0.8');
    expect(next).not.toContain('old');
    expect(next).toContain('Shared sentence.');
  });
  it("moves a docs link to the page's release, and leaves the site's own release alone", () => {
    const links = (tree: Root) => JSON.stringify(tree).match(/"url":"([^"]*)"/g);
    expect(links(page(source, '0.6.0').tree)).toEqual(['"url":"/docs/0.6.0/reference/bar#width"']);
    expect(links(page('See [bar](/docs/reference/bar) and [news](/blog).', '0.5.0').tree)).toEqual([
      '"url":"/docs/reference/bar"',
      '"url":"/blog"',
    ]);
  });
  it("sets the imports of code to the page's release: Lilaq and the packages both releases pin once", () => {
    const code = '```typ\n#import "@preview/lilaq:0.5.0" as lq\n#import "@preview/tiptoe:0.3.1"\n#import "@preview/zero:0.5.0": num\n```\n';
    const shown = JSON.stringify(page(code, '0.6.0').tree);
    expect(shown).toContain('@preview/lilaq:0.6.0');
    expect(shown).toContain('@preview/tiptoe:0.4.0');
    expect(shown).toContain('@preview/zero:0.6.1');
    expect(JSON.stringify(page(code, '0.5.0').tree)).toContain('@preview/tiptoe:0.3.1');
    // komet is pinned twice by 0.6.0: an example keeps the version it names.
    expect(packagePins('0.6.0').has('@preview/komet:0.1.0')).toBe(false);
    // Code that names its release keeps it.
    const named = '```typ example lilaq="0.5.0"\n#import "@preview/tiptoe:0.3.1"\n```\n';
    expect(JSON.stringify(page(named, '0.6.0').tree)).toContain('@preview/tiptoe:0.3.1');
  });
  it("cuts the page's source as its release shows it: another release's blocks, and its own blocks' tags", () => {
    const text = 'Height of the area.<Release since="0.6.0"> `auto` follows the ratio.</Release> End.';
    expect(sliceWithoutCuts(text, 0, text.length, page(text, '0.5.0').cuts)).toBe('Height of the area. End.');
    expect(sliceWithoutCuts(text, 0, text.length, page(text, '0.6.0').cuts)).toBe('Height of the area. `auto` follows the ratio. End.');
  });
  it('examples inside a block exist only in its release', () => {
    const withExample = '<Release since="0.6.0">\n\n```typ example alt="A violin"\n#lq.diagram(lq.violin((1, 2, 3)))\n```\n\n</Release>\n';
    expect(findExampleBlocks(page(withExample, '0.5.0').tree)).toHaveLength(0);
    expect(findExampleBlocks(page(withExample, '0.6.0').tree)).toHaveLength(1);
  });
  it('leaves a page outside its since/until range empty and says so', () => {
    const left = page('# Violin\n\nText.', '0.5.0', { since: '0.6.0' });
    expect(left.included).toBe(false);
    expect(left.tree.children).toHaveLength(0);
    expect(page('# Violin\n\nText.', '0.6.0', { since: '0.6.0' }).included).toBe(true);
    expect(page('Old.', '0.6.0', { until: '0.5.0' }).included).toBe(false);
  });
  it('fails with the file and line on a block it cannot read, and on blocks outside the docs', () => {
    expect(() => page('Text.\n\n<Release since="0.7.0">\n\nLater.\n\n</Release>\n', '0.6.0')).toThrow(
      /content\/docs\/page\.mdx:3: since="0\.7\.0" is not a Lilaq release/,
    );
    expect(() => page('<Release>\n\nx\n\n</Release>\n', '0.6.0')).toThrow(/page\.mdx:1: <Release> needs since/);
    expect(() => page('<Release from="0.6.0">\n\nx\n\n</Release>\n', '0.6.0')).toThrow(/does not know "from"/);
    expect(() => page('<Release since="0.6.0">\n\nx\n\n</Release>\n', '0.5.0', {}, false)).toThrow(/belong in docs pages/);
    expect(() => readRange({ since: 6 }, 'content/docs/a.mdx:1')).toThrow(/since="6"/);
  });
  it("names each release's compile of a file and the file an author edits", () => {
    expect(splitDocumentPath('docs/intro.mdx')).toEqual({ release: '0.5.0', source: 'docs/intro.mdx' });
    expect(splitDocumentPath('releases/0.6.0/docs/reference/violin.mdx')).toEqual({
      release: '0.6.0',
      source: 'docs/reference/violin.mdx',
    });
    expect(splitDocumentPath('blog/release-0.6.0.mdx')).toEqual({ release: '0.5.0', source: 'blog/release-0.6.0.mdx' });
  });
});
