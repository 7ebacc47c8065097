import { describe, expect, it } from 'vitest';
import { formatNumber, minifyPathData, minifyPlainSvg } from './svg-minify';
import { minifySvg } from './svg';

describe('formatNumber', () => {
  it('rounds and drops zeros', () => {
    expect(formatNumber(12.738000000000001, 2)).toBe('12.74');
    expect(formatNumber(0.5, 2)).toBe('.5');
    expect(formatNumber(-0.25, 2)).toBe('-.25');
    expect(formatNumber(-0.001, 2)).toBe('0');
    expect(formatNumber(4, 2)).toBe('4');
  });
});

/** Absolute end points of a path made of m/l/h/v commands (for drift checks). */
function endPoint(d: string): [number, number] {
  let x = 0;
  let y = 0;
  for (const m of d.matchAll(/([MmLlHhVv])([^MmLlHhVvZz]*)/g)) {
    const nums = (m[2]!.match(/-?(?:\d+\.?\d*|\.\d+)/g) ?? []).map(Number);
    const c = m[1]!;
    for (let i = 0; i < nums.length;) {
      if (c === 'h') x += nums[i++]!;
      else if (c === 'v') y += nums[i++]!;
      else if (c === 'M' || c === 'L') [x, y] = [nums[i++]!, nums[i++]!];
      else [x, y] = [x + nums[i++]!, y + nums[i++]!];
    }
  }
  return [x, y];
}

describe('minifyPathData', () => {
  it("writes compact path data and folds Typst's `M 0 0m x y` prefix", () => {
    expect(minifyPathData('M 0 0m 10.629921 49.77503 l 59.055115 84.364456 l 59.055122 -42.18', 2)).toBe(
      'M10.63 49.78l59.06 84.36 59.05-42.18',
    );
    expect(minifyPathData('M 0 0v 141.73228 ', 2)).toBe('M0 0v141.73');
  });

  it('does not accumulate rounding errors over many relative segments', () => {
    const d = `M 0 0m 0 0 ${'l 0.004 0.006 '.repeat(1000)}`;
    const [x, y] = endPoint(minifyPathData(d, 2));
    expect(x).toBeCloseTo(4, 1);
    expect(y).toBeCloseTo(6, 1);
  });

  it('returns to the subpath start after Z', () => {
    const out = minifyPathData('M 0 0m 1.004 1.004 h 2.003 v 2.003 Z m 0.5 0.5 h 1', 2);
    expect(out).toBe('M1 1h2.01v2.01Zm.5 .5h1');
  });

  it('leaves paths it does not understand unchanged', () => {
    expect(minifyPathData('M 0 0 X 1 2', 2)).toBe('M 0 0 X 1 2');
  });
});

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
    <defs><linearGradient id="gAF37" href="#fE42" xlink:href="#fE42"/></defs>
</svg>`;

describe('minifyPlainSvg', () => {
  const out = minifySvg(PLAIN);

  it('sets integer pixel size on the root and keeps the viewBox', () => {
    expect(out.width).toBe(302);
    expect(out.height).toBe(234);
    expect(out.svg).toMatch(/^<svg viewBox="0 0 225.983 175.483" xmlns="http:\/\/www.w3.org\/2000\/svg" width="302" height="234">/);
  });

  it('drops classes, default attributes, empty groups and xlink', () => {
    expect(out.svg).not.toMatch(/class=|stroke-linecap|stroke-miterlimit|fill-rule|xlink|xmlns:h5|<g>/);
  });

  it('moves translations into paths and merges same-styled unfilled strokes', () => {
    expect(out.svg).toContain('<path fill="none" stroke="#ccc" stroke-width=".5" d="M10.63 0v141.73M40.16 0v141.73"/>');
  });

  it('keeps the transform of paths painted with a gradient (its user space)', () => {
    expect(out.svg).toContain('transform="translate(51.35)" d="M0 0v14.17h141.73v-14.17Z"');
  });

  it('shortens ids consistently and writes each href once', () => {
    const ids = [...out.svg.matchAll(/id="([^"]+)"/g)].map((m) => m[1]);
    expect(ids.every((id) => id!.length <= 2)).toBe(true);
    expect(out.svg).toMatch(/<use href="#(\w+)" fill="#000"\/>.*<symbol id="\1"/);
    expect(out.svg).toMatch(/<linearGradient id="(\w+)" href="#\w+"\/>/);
    expect(out.svg).toMatch(/fill="url\(#(\w+)\)".*<linearGradient id="\1"/);
  });

  it('is well-formed enough to round-trip through the minifier unchanged', () => {
    expect(minifyPlainSvg(out.svg, { precision: 2, width: out.width, height: out.height })).toBe(out.svg);
  });
});
