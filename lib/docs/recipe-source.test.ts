import { describe, expect, it } from 'vitest';
import { recipeSource } from './recipe-source';

describe('recipeSource', () => {
  it('names the place a question was asked', () => {
    expect(recipeSource('https://github.com/lilaq-project/lilaq/issues/12', 'a.mdx')).toEqual({
      href: 'https://github.com/lilaq-project/lilaq/issues/12',
      place: "Lilaq's issue tracker",
    });
    expect(recipeSource('https://github.com/lilaq-project/lilaq/discussions/7', 'a.mdx').place).toBe("Lilaq's discussions");
    expect(recipeSource('https://forum.typst.app/t/some-thread/123', 'a.mdx').place).toBe('the Typst forum');
  });

  it('fails with the file name on anything else', () => {
    expect(() => recipeSource('not a url', 'content/docs/recipes/x.mdx')).toThrow(
      'content/docs/recipes/x.mdx: source "not a url" is not a URL',
    );
    expect(() => recipeSource('http://forum.typst.app/t/x/1', 'x.mdx')).toThrow('https');
    expect(() => recipeSource('https://example.org/question', 'x.mdx')).toThrow('neither a Lilaq issue');
    expect(() => recipeSource('https://github.com/someone/else/issues/1', 'x.mdx')).toThrow('neither a Lilaq issue');
  });
});
