import { describe, expect, it } from 'vitest';
import { tocOf } from '@/lib/mdx/remark-headings';
import { parseMdx } from '@/lib/mdx/tree';
import { fixtureDocs } from './fixtures/docs';
import { mdxToSections, truncateText } from './mdx-text';

const intro = parseMdx(fixtureDocs[0]!.body.raw);

describe('mdxToSections', () => {
  const sections = mdxToSections(intro);
  const text = sections.flatMap((s) => s.paragraphs).join('\n');

  it('uses the same heading ids as the table of contents', () => {
    const anchors = sections.map((s) => s.anchor).filter(Boolean);
    expect(anchors).toEqual(tocOf(intro, 2, 4).map((entry) => entry.id));
    expect(anchors).toContain('installing-1');
  });
  it('nests headings h2 to h4', () => {
    const fonts = sections.find((s) => s.anchor === 'fonts');
    expect(fonts?.headings).toEqual(['Installing', 'Requirements', 'Fonts']);
    expect(fonts?.depth).toBe(4);
  });
  it('keeps prose, list items, table rows and JSX children', () => {
    expect(sections[0]?.paragraphs).toEqual(['Lilaq draws scientific plots in Typst.']);
    expect(text).toContain('Typst 0.13 or later');
    expect(text).toContain('Libertinus · body');
    expect(text).toContain('Écoles and façades welcome diacritics.');
  });
  it('drops code fences, math, imports and JSX attributes', () => {
    expect(text).not.toContain('secretcodeword');
    expect(text).not.toContain('mathsecret');
    expect(text).not.toContain('import');
    expect(text).not.toContain('hidden attribute');
  });
  it('cuts long paragraphs at a word boundary', () => {
    expect(truncateText('alpha beta gamma delta', 12)).toBe('alpha beta…');
    expect(truncateText('short', 12)).toBe('short');
  });
});

describe('a reference page', () => {
  it('leaves its <Param> blocks out of the text (each parameter has its own record), keeping the rest', () => {
    const source = '<Summary>Draws a widget.</Summary>\n\nSome intro text.\n\n<Param name="align">\n  Where the widget sits.\n</Param>\n';
    const text = mdxToSections(parseMdx(source), { skipJsx: ['Param'] }).flatMap((s) => s.paragraphs);
    expect(text).toEqual(['Draws a widget.', 'Some intro text.']);
  });
});
