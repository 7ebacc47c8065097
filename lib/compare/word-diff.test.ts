import type { Root } from 'hast';
import { toHtml } from 'hast-util-to-html';
import { describe, expect, it } from 'vitest';
import { commonWords, markWords } from './word-diff';

const paragraph = (...children: Root['children']): Root => ({
  type: 'root',
  children: [{ type: 'element', tagName: 'p', properties: {}, children: children as never }],
});
const text = (value: string) => ({ type: 'text' as const, value });

describe('markWords', () => {
  it('marks the words each version alone has, joining neighbours into one run', () => {
    const before = paragraph(text('Lilaq 0.5.0 computes the number of marks.'));
    const after = paragraph(text('Lilaq 0.6.0 now computes the number of marks.'));
    markWords(before, after);
    expect(toHtml(before)).toBe('<p>Lilaq <del class="compare-word">0.5.0</del> computes the number of marks.</p>');
    expect(toHtml(after)).toBe('<p>Lilaq <ins class="compare-word">0.6.0 now</ins> computes the number of marks.</p>');
  });

  it('leaves links and code in place, marking inside them', () => {
    const link = (value: string) => ({ type: 'element' as const, tagName: 'a', properties: { href: '/x' }, children: [text(value)] });
    const before = paragraph(text('Use '), link('hbar'), text(' here.'));
    const after = paragraph(text('Use '), link('hbar'), text(' there.'));
    markWords(before, after);
    expect(toHtml(before)).toBe('<p>Use <a href="/x">hbar</a> <del class="compare-word">here.</del></p>');
    expect(toHtml(after)).toBe('<p>Use <a href="/x">hbar</a> <ins class="compare-word">there.</ins></p>');
  });

  it('finds a longest common run of words', () => {
    expect(commonWords(['a', 'b', 'c'], ['a', 'c', 'd'])).toEqual({ inA: [true, false, true], inB: [true, true, false] });
  });
});
