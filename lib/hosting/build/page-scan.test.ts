import { describe, expect, it } from 'vitest';
import { applyEdits, inlineScriptTexts, scanPage } from './page-scan';

const page = [
  '<!DOCTYPE html><html lang="en"><HEAD><meta charSet="utf-8"/>',
  '<link rel=\'stylesheet\' href="/a.css?x=1&amp;y=2"/>',
  '<script src="/_next/static/chunks/a.js" async=""></script>',
  '<script>self.__next_f.push([1,"a\\u003cb </p> &amp;"])</script>',
  '</HEAD><body><p class="lead katex-display"><span class="base katex">x</span></p>',
  '<svg><path d="M0 0"/></svg><script type="application/ld+json">{"a":"<\\/script>"}</script></body></html>',
].join('');

describe('scanPage', () => {
  const scan = scanPage(page);

  it('finds each script with its raw text and where the element starts and ends', () => {
    expect(scan.scripts.map((script) => page.slice(script.start, script.elementEnd))).toEqual([
      '<script src="/_next/static/chunks/a.js" async=""></script>',
      '<script>self.__next_f.push([1,"a\\u003cb </p> &amp;"])</script>',
      '<script type="application/ld+json">{"a":"<\\/script>"}</script>',
    ]);
    // Raw text: the `&amp;` a browser would hash stays as it is.
    expect(inlineScriptTexts(scan)).toEqual(['self.__next_f.push([1,"a\\u003cb </p> &amp;"])', '{"a":"<\\/script>"}']);
  });

  it('reads attributes as a browser does: any quoting, lowercase names, references decoded', () => {
    expect(scan.links[0]?.attributes).toEqual({ rel: 'stylesheet', href: '/a.css?x=1&y=2' });
    expect(page.slice(scan.links[0]?.start, scan.links[0]?.end)).toBe('<link rel=\'stylesheet\' href="/a.css?x=1&amp;y=2"/>');
    expect(page.slice(scan.charset?.end ?? 0)).toMatch(/^<link rel='stylesheet'/);
    expect(page.slice(scan.headClose ?? 0)).toMatch(/^<\/HEAD>/);
  });

  it('sees math by the class KaTeX gives a formula, not by a look-alike', () => {
    expect(scan.hasMath).toBe(true);
    expect(scanPage('<p class="katex-display">x</p><script>"class=\\"katex\\""</script>').hasMath).toBe(false);
  });

  it('finds event-handler attributes on elements, never in text or script', () => {
    expect(scan.handlers).toEqual([]);
    const handlers = scanPage(
      '<p>onclick=x</p><code>&lt;img onerror=x&gt;</code><script>a.onload=b</script><IMG src=x OnError="y">',
    ).handlers;
    expect(handlers.map((tag) => tag.name)).toEqual(['img']);
  });
});

describe('applyEdits', () => {
  it('changes only the edited ranges, whatever order the edits come in', () => {
    const html = '<a>1</a><b>2</b><c>3</c>';
    const edits = [
      { start: 16, end: 24, text: '' },
      { start: 0, end: 0, text: '<x/>' },
      { start: 8, end: 16, text: '<B>two</B>' },
    ];
    expect(applyEdits(html, edits)).toBe('<x/><a>1</a><B>two</B>');
    expect(applyEdits(html, [])).toBe(html);
  });

  it('puts insertions at one offset in the order given, before a replacement starting there', () => {
    expect(
      applyEdits('ab', [
        { start: 1, end: 2, text: 'B' },
        { start: 1, end: 1, text: '1' },
        { start: 1, end: 1, text: '2' },
      ]),
    ).toBe('a12B');
  });

  it('refuses overlapping edits instead of guessing', () => {
    expect(() =>
      applyEdits('abcdef', [
        { start: 0, end: 4, text: '' },
        { start: 2, end: 5, text: 'x' },
      ]),
    ).toThrow(/overlap at offset 2/);
  });
});
