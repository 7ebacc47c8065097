import type { Root } from 'mdast';
import { describe, expect, it } from 'vitest';
import { MARKDOWN_ORIGIN } from '../discover/markdown';
import { blockKey, proseBlocks } from './prose';

const link = (url: string) => ({
  type: 'paragraph' as const,
  children: [{ type: 'link' as const, url, children: [{ type: 'text' as const, value: 'hbar' }] }],
});

describe('prose blocks', () => {
  it("compares two releases' blocks without their release in links and imports", () => {
    expect(blockKey(link(`${MARKDOWN_ORIGIN}/docs/reference/hbar`))).toBe(blockKey(link(`${MARKDOWN_ORIGIN}/docs/0.6.0/reference/hbar`)));
    const code = (version: string) => ({ type: 'code' as const, value: `#import "@preview/lilaq:${version}" as lq` });
    expect(blockKey(code('0.5.0'))).toBe(blockKey(code('0.6.0')));
    expect(blockKey({ type: 'paragraph', children: [{ type: 'text', value: 'a' }] })).not.toBe(
      blockKey({ type: 'paragraph', children: [{ type: 'text', value: 'b' }] }),
    );
  });

  it('renders links as site paths of their release, drops heading ids, puts headings a level down and leaves figures out', () => {
    const tree: Root = {
      type: 'root',
      children: [
        { type: 'heading', depth: 2, children: [{ type: 'text', value: 'Examples' }], data: { hProperties: { id: 'examples' } } },
        link(`${MARKDOWN_ORIGIN}/docs/0.6.0/reference/hbar`),
        { type: 'paragraph', children: [{ type: 'image', url: `${MARKDOWN_ORIGIN}/figures/abc-light.svg`, alt: 'A figure' }] },
      ],
    };
    expect(proseBlocks(tree).map((block) => block.html)).toEqual([
      '<h3>Examples</h3>',
      '<p><a href="/docs/0.6.0/reference/hbar">hbar</a></p>',
    ]);
  });
});
