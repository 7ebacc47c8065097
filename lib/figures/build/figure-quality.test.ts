/**
 * The two look checks on figures made here through the production path (prepare → compile →
 * minify, no Lilaq needed): a drawing that sticks out of its page must fail the clip check, white
 * lines on the white page and black text on the dark page must fail the ink check, and their
 * honest counterparts must pass.
 */
import { describe, expect, it } from 'vitest';
import { qualityFixture } from './fixtures/quality';

const { problems } = qualityFixture();

// A frame of lines with a label, in the way a diagram draws its spines.
const frame = (stroke: string, text: string) =>
  `#set text(fill: ${text})\n#rect(width: 3cm, height: 2cm, stroke: ${stroke}, inset: 4pt)[Label 1.0]`;

describe('clipped figures', () => {
  it('passes a figure that keeps the page margin', async () => {
    expect(await problems(frame('black', 'black'), 'light')).toEqual([]);
  });

  it('fails a figure whose drawing is cut off at the right edge', async () => {
    // Placed content does not grow the page: the label sticks out like Lilaq's last tick label.
    const found = await problems('#box(width: 2cm, height: 1cm, stroke: black)[#place(dx: 1.8cm, dy: 2pt)[wide label]]', 'light');
    expect(found).toHaveLength(1);
    expect(found[0]).toMatch(/^ink touches the right \(\d+ px\) edge/);
  });

  it('fails a filled page whose drawing reaches the edge, and passes the filled page alone', async () => {
    const filled = '#set page(fill: luma(12%))\n#set text(fill: white)\n';
    expect(await problems(`${filled}#box(width: 2cm)[inside]`, 'light')).toEqual([]);
    const cut = await problems(`${filled}#box(width: 2cm)[#place(dx: 1.5cm)[outside]]`, 'light');
    expect(cut.join('\n')).toMatch(/ink touches the right/);
  });
});

describe('invisible ink', () => {
  it('fails white lines on the white page, as the moon theme drew them', async () => {
    const found = await problems(frame('white', 'black'), 'light');
    expect(found).toHaveLength(1);
    expect(found[0]).toMatch(/^strokes in #ffffff vanish on this figure's page \(#ffffff\): 100 % of their pixels below 1.1:1, invisible/);
  });

  it('fails black text on the dark page, which the light variant shows', async () => {
    const found = await problems(frame('gray', 'black'), 'dark');
    expect(found).toHaveLength(1);
    expect(found[0]).toMatch(/^text in #000000 vanish .* while the other variant shows them/);
  });

  it('fails a pale line that only the dark variant shows', async () => {
    const found = await problems('#line(length: 3cm, stroke: 1pt + rgb("#f0e627"))', 'light');
    expect(found.join('\n')).toMatch(/strokes in #f0e627 vanish .* while the other variant shows them/);
  });

  it('passes black strokes in the dark variant: the preamble draws them in the text colour', async () => {
    expect(await problems(frame('black', 'gray'), 'dark')).toEqual([]);
  });

  it('passes faint white lines on a grey panel, drawn alike in both variants', async () => {
    const panel = '#box(fill: luma(91%), inset: 6pt, stack(spacing: 6pt, ..range(4).map(_ => line(length: 3cm, stroke: white))))';
    expect(await problems(panel, 'light')).toEqual([]);
    expect(await problems(panel, 'dark')).toEqual([]);
  });

  it('passes white lines and text on a dark page fill of the figure itself', async () => {
    expect(await problems(`#set page(fill: luma(12%))\n${frame('white', 'white')}`, 'light')).toEqual([]);
  });

  it('passes white text inside a coloured box on the white page', async () => {
    expect(await problems('#box(fill: rgb("#3f90da"), inset: 6pt, text(fill: white)[inside a bar])', 'light')).toEqual([]);
  });
});
