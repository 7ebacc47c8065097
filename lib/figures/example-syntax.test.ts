import { describe, expect, it } from 'vitest';
import { isExampleBlock, parseExampleCode, parseExampleMeta, usesLq } from './example-syntax';

const IMPORT = '#import "@preview/lilaq:0.5.0" as lq';

describe('isExampleBlock', () => {
  it('needs lang typ and the word example in the meta', () => {
    expect(isExampleBlock('typ', 'example')).toBe(true);
    expect(isExampleBlock('typ', 'example data="a.csv"')).toBe(true);
    expect(isExampleBlock('typ', 'data="a.csv" example')).toBe(true);
    expect(isExampleBlock('typ', null)).toBe(false);
    expect(isExampleBlock('typ', 'examples')).toBe(false);
    expect(isExampleBlock('typ', 'alt="an example"')).toBe(false);
    expect(isExampleBlock('ts', 'example')).toBe(false);
  });
});

describe('parseExampleMeta', () => {
  it('reads the parts an anatomy figure numbers, one selector between semicolons', () => {
    expect(parseExampleMeta('example anatomy="title;  label x ; plot #2 @30;" alt="A"').anatomy).toEqual([
      'title',
      'label x',
      'plot #2 @30',
    ]);
    expect(() => parseExampleMeta('example anatomy=" ; "')).toThrow(/`anatomy` meta needs the parts/);
  });

  it('reads one or several data files and alt text', () => {
    expect(parseExampleMeta('example data="temps.csv"')).toEqual({ data: ['temps.csv'] });
    expect(parseExampleMeta('example data="a.csv, b.json" alt="Two lines"')).toEqual({
      data: ['a.csv', 'b.json'],
      alt: 'Two lines',
    });
    expect(parseExampleMeta("example data='x.txt'")).toEqual({ data: ['x.txt'] });
    expect(parseExampleMeta('example')).toEqual({ data: [] });
  });
  it('reads the release an example is for, and needs a value', () => {
    expect(parseExampleMeta('example lilaq="0.6.0" alt="A"')).toEqual({ data: [], alt: 'A', lilaq: '0.6.0' });
    expect(parseExampleMeta('example lilaq=0.5.0')).toEqual({ data: [], lilaq: '0.5.0' });
    expect(() => parseExampleMeta('example lilaq=""')).toThrow(/`lilaq` meta needs the release/);
  });

  it('reads `fails` as a flag of code that must not compile, without a value and without anatomy', () => {
    expect(parseExampleMeta('example fails')).toEqual({ data: [], fails: true });
    expect(parseExampleMeta('example alt="fails to draw"')).toEqual({ data: [], alt: 'fails to draw' });
    expect(() => parseExampleMeta('example fails="yes"')).toThrow(/takes no value/);
    expect(() => parseExampleMeta('example fails anatomy="title"')).toThrow(/no `anatomy`/);
  });
  it('rejects paths outside the page folder', () => {
    expect(() => parseExampleMeta('example data="../secret.csv"')).toThrow(/plain file name/);
    expect(() => parseExampleMeta('example data="sub/a.csv"')).toThrow(/plain file name/);
  });
});

describe('usesLq', () => {
  it('finds lq as an identifier only', () => {
    expect(usesLq('#lq.diagram()')).toBe(true);
    expect(usesLq('#let d = lq\n')).toBe(true);
    expect(usesLq('#my-lq.x')).toBe(false);
    expect(usesLq('#text("lq.plot")')).toBe(false);
    expect(usesLq('// lq.plot\nhello')).toBe(false);
  });
});

describe('parseExampleCode', () => {
  it('prepends the import to shown and run code when lq is used', () => {
    const r = parseExampleCode('#lq.diagram(\n  lq.plot((1, 2), (3, 4)),\n)', IMPORT);
    expect(r.shown.split('\n')[0]).toBe(IMPORT);
    expect(r.run.split('\n')[0]).toBe(IMPORT);
    expect(r.shown).toBe(r.run);
    expect(r.runLineToBodyLine).toEqual([-1, 0, 1, 2]);
  });
  it('does not prepend the import when lq is not used', () => {
    const r = parseExampleCode('Hello *world*', IMPORT);
    expect(r.shown).toBe('Hello *world*');
    expect(r.run).toBe('Hello *world*');
  });
  it('runs hidden lines without showing them and shows <<< lines without running them', () => {
    const body = ['>>> #let xs = (1, 2, 3)', '<<< #let xs = range(1, 4)', '#lq.diagram(lq.plot(xs, xs))', '>>>'].join('\n');
    const r = parseExampleCode(body, IMPORT);
    expect(r.shown).toBe([IMPORT, '#let xs = range(1, 4)', '#lq.diagram(lq.plot(xs, xs))'].join('\n'));
    expect(r.run).toBe([IMPORT, '#let xs = (1, 2, 3)', '#lq.diagram(lq.plot(xs, xs))', ''].join('\n'));
    expect(r.runLineToBodyLine).toEqual([-1, 0, 2, 3]);
    expect(r.shownLineToBodyLine).toEqual([-1, 1, 2]);
  });
  it('counts lq in hidden lines too', () => {
    const r = parseExampleCode('>>> #let p = lq.plot((1,), (1,))\nHello', IMPORT);
    expect(r.shown).toBe(`${IMPORT}\nHello`);
  });
  it('keeps an author-written import of the documented version and rejects other versions', () => {
    const r = parseExampleCode(`${IMPORT}\n#lq.diagram()`, IMPORT);
    expect(r.shown).toBe(`${IMPORT}\n#lq.diagram()`);
    expect(() => parseExampleCode('#import "@preview/lilaq:0.4.0" as lq\n#lq.diagram()', IMPORT)).toThrow(/0\.4\.0/);
  });
  it('normalises CRLF and drops trailing blank lines', () => {
    expect(parseExampleCode('a\r\nb\r\n\r\n', IMPORT).run).toBe('a\nb');
  });
});
