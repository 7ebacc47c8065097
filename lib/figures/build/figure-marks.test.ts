/**
 * The faint-mark check on figures compiled here through the production path (no Lilaq needed).
 * Lilaq draws each plot inside a clipping box; `plot(...)` below does the same, so that the check
 * takes its content for marks and lines of a plot.
 */
import { describe, expect, it } from 'vitest';
import { qualityFixture } from './fixtures/quality';

const { figure, problems } = qualityFixture();

const PLOT = '#let plot(body) = box(width: 5cm, height: 2cm, clip: true, body)\n';

/**
 * Seven marks along the dark half of viridis, drawn as Lilaq draws a filled mark (outline in the
 * fill's colour) or with an edge of their own. The first is below 1.5:1 on the dark page (#440154,
 * 1.13:1), the second just above (#482878, 1.52:1); all of them read on white. Fills are not ink to
 * the colour check, so without this check the figure passes.
 */
const marks = (edge: string | null) =>
  `${PLOT}#plot({
  let colors = ("#440154", "#482878", "#3e4989", "#31688e", "#26828e", "#1f9e89", "#35b779").map(rgb)
  for (i, c) in colors.enumerate() {
    place(dx: 0.3cm + i * 0.6cm, dy: 1cm, circle(radius: 2pt, fill: c, stroke: ${edge ?? '0.7pt + c'}))
  }
})`;

describe('marks', () => {
  it('fails dark marks that sink into the dark page, one by one, and passes them on white', async () => {
    const dark = await problems(marks(null), 'dark');
    expect(dark).toHaveLength(1);
    expect(dark[0]).toMatch(/^1 mark vanishes on this figure's page \(#1b1b1d\): below 1.5:1 .*: #440154 at \([\d.]+, [\d.]+\) 1\.1\d:1$/);
    expect(await problems(marks(null), 'light')).toEqual([]);
  });

  it('passes the same marks with an edge that reads: black, which the dark preamble draws light', async () => {
    expect(await problems(marks('0.6pt + black'), 'dark')).toEqual([]);
    expect(await problems(marks('0.6pt + black'), 'light')).toEqual([]);
  });

  it('passes a mark whose edge is hidden while its fill reads (a white edge on the white page)', async () => {
    expect(await problems(marks('0.6pt + white'), 'light')).toEqual([]);
  });

  it('fails a mark hidden alike in both variants: it stands for a datum either way', async () => {
    const code = `${PLOT}#plot(rect(width: 100%, height: 100%, fill: luma(91%), place(dx: 2cm, dy: 1cm, circle(radius: 2pt, fill: luma(84%)))))`;
    for (const variant of ['light', 'dark'] as const) {
      expect((await problems(code, variant)).join('\n')).toMatch(/^1 mark vanishes .*#d6d6d6/);
    }
  });

  it('passes black arrow heads in the dark variant: the preamble fills a black polygon without outline in the text colour', async () => {
    // tiptoe's stealth tip: a polygon filled with the line's paint, no stroke.
    const arrow = `${PLOT}#plot(place(dx: 2cm, dy: 1cm, polygon(fill: black, stroke: none, (0pt, 0pt), (-6pt, 2.5pt), (-4pt, 0pt), (-6pt, -2.5pt))))`;
    expect(await problems(arrow, 'dark')).toEqual([]);
    expect(figure(arrow, 'dark')).toMatch(/<path fill="#e3e3e3" d="m/);
  });

  it('leaves marks outside a plot (legends, frames) to the colour check', async () => {
    expect(await problems('#circle(radius: 2pt, fill: rgb("#440154"), stroke: 0.7pt + rgb("#440154"))', 'dark')).toEqual([]);
  });
});

describe('lines', () => {
  // The same dark blue twice: a short line on the page, a long one on a light panel. Most of the
  // colour's pixels read, so the colour check passes it; the short line alone vanishes in the dark.
  const lines = `${PLOT}#plot({
  place(dy: 0.3cm, line(length: 2cm, stroke: 1pt + rgb("#2a2a5a")))
  place(dy: 1cm, rect(width: 100%, height: 1cm, fill: luma(85%)))
  place(dy: 1.5cm, line(length: 5cm, stroke: 1pt + rgb("#2a2a5a")))
})`;

  it('fails a line below 1.5:1 that the other variant shows, although its colour passes', async () => {
    const dark = await problems(lines, 'dark');
    expect(dark).toHaveLength(1);
    expect(dark[0]).toMatch(
      /^1 line vanishes on this figure's page \(#1b1b1d\): below 1.5:1 .* while the other variant shows them.*#2a2a5a/,
    );
    expect(await problems(lines, 'light')).toEqual([]);
  });

  it('passes faint white grid lines on a grey panel, drawn alike in both variants', async () => {
    const grid = `${PLOT}#plot(rect(width: 100%, height: 100%, fill: luma(91%), stack(spacing: 0.4cm, ..range(4).map(_ => line(length: 5cm, stroke: white)))))`;
    expect(await problems(grid, 'light')).toEqual([]);
    expect(await problems(grid, 'dark')).toEqual([]);
  });
});
