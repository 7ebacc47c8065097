import { describe, expect, it } from 'vitest';
import { minifySvg } from './svg';

const PLAIN = `<svg class="typst-doc" viewBox="0 0 225.9831968503937 175.48328346456694" width="225.9831968503937pt" height="175.48328346456694pt" xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" xmlns:h5="http://www.w3.org/1999/xhtml">
    <g>
        <g class="typst-group" transform="matrix(1 0 0 1 4 4)">
            <g>
                <path class="typst-shape" fill="none" stroke="#cccccc" stroke-width="0.5" stroke-linecap="butt" stroke-linejoin="miter" stroke-miterlimit="4" transform="matrix(1 0 0 1 10.62992125984252 0)" d="M 0 0v 141.73228 "/>
                <path class="typst-shape" fill="none" stroke="#cccccc" stroke-width="0.5" stroke-linecap="butt" stroke-linejoin="miter" stroke-miterlimit="4" transform="matrix(1 0 0 1 40.15748031496064 0)" d="M 0 0v 141.73228 "/>
                <path class="typst-shape" fill="url(#gAF37)" transform="matrix(1 0 0 1 51.35 0)" d="M 0 0v 14.17 h 141.73 v -14.17 Z "/>
                <use xlink:href="#gB821BFC7" x="0" y="0" fill="#000000" fill-rule="nonzero"/>
            </g>
        </g>
    </g>
    <defs id="glyph"><symbol id="gB821BFC7" overflow="visible"><path d="M 0 0m 1.705 0.869 l 0.605 1.595 "/></symbol></defs>
    <defs><linearGradient id="gAF37" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#ff0000"/><stop offset="1" stop-color="#0000ff"/></linearGradient></defs>
</svg>`;

/** Absolute end point of a path made of m/l/h/v commands (for drift checks). */
function endPoint(d: string): [number, number] {
  let x = 0;
  let y = 0;
  for (const m of d.matchAll(/([MmLlHhVv])([^MmLlHhVvZz]*)/g)) {
    const nums = (m[2]!.match(/-?(?:\d+\.?\d*|\.\d+)/g) ?? []).map(Number);
    const c = m[1]!;
    for (let i = 0; i < nums.length;) {
      if (c === 'h') x += nums[i++]!;
      else if (c === 'v') y += nums[i++]!;
      else if (c === 'H') x = nums[i++]!;
      else if (c === 'V') y = nums[i++]!;
      else if (c === 'M' || c === 'L') [x, y] = [nums[i++]!, nums[i++]!];
      else [x, y] = [x + nums[i++]!, y + nums[i++]!];
    }
  }
  return [x, y];
}

describe('minifySvg', () => {
  const out = minifySvg(PLAIN);

  it('sets integer pixel size on the root and keeps the viewBox', () => {
    expect(out.width).toBe(302);
    expect(out.height).toBe(234);
    expect(out.svg).toMatch(/^<svg viewBox="0 0 225.98 175.48"[^>]* width="302" height="234"/);
  });

  it('drops classes, default attributes, empty groups and xlink', () => {
    expect(out.svg).not.toMatch(/class=|stroke-linecap|stroke-miterlimit|fill-rule|xlink|xmlns:h5|<g>/);
  });

  it('merges same-styled strokes into one path with rounded coordinates', () => {
    expect(out.svg).toContain(
      '<g transform="translate(4 4)"><path fill="none" stroke="#ccc" stroke-width=".5" d="M10.63 0v141.73M40.16 0v141.73"/>',
    );
  });

  it('keeps a gradient-filled path in the user space its gradient is drawn in', () => {
    expect(out.svg).toMatch(/<path fill="url\(#(\w+)\)" [^>]*d="[^"]*"\/>.*<linearGradient id="\1"/);
    expect(out.svg).toMatch(/<path fill="url\(#\w+\)" transform="translate\(51.35\)" d="M0 0v14.17h141.73V0Z"\/>/);
  });

  it('shortens ids consistently and writes each href once', () => {
    const ids = [...out.svg.matchAll(/id="([^"]+)"/g)].map((m) => m[1]);
    expect(ids.every((id) => id!.length <= 2)).toBe(true);
    expect(out.svg).toMatch(/<use href="#(\w+)"[^>]*\/>.*<symbol id="\1"/);
  });

  it('does not accumulate rounding errors over many relative segments', () => {
    const d = `M 0 0 ${'l 0.004 0.006 '.repeat(1000)}`;
    const svg = `<svg viewBox="0 0 10 10" width="10pt" height="10pt" xmlns="http://www.w3.org/2000/svg"><path fill="none" stroke="#000" d="${d}"/></svg>`;
    const [x, y] = endPoint(/ d="([^"]*)"/.exec(minifySvg(svg).svg)?.[1] ?? '');
    expect(x).toBeCloseTo(4, 1);
    expect(y).toBeCloseTo(6, 1);
  });
});
