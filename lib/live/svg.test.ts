import { expect, it } from 'vitest';
import { svgDimensions } from '../figures/svg-size';
import { sizeLikePrerendered, svgDataUrl } from './svg';

it('sizes a live figure like a prerendered one (1pt = 4/3 px), keeping the viewBox', () => {
  const out = sizeLikePrerendered('<svg viewBox="0 0 150 90" width="150.000" height="90.000" data-width="150.000"><g width="5"/></svg>');
  expect(svgDimensions(out)).toEqual({ width: 200, height: 120 });
  expect(out).toContain('viewBox="0 0 150 90"');
  expect(out).toContain('<g width="5"/>');
});

it('drops the text-selection layer, which an image would draw over the glyphs', () => {
  const out = sizeLikePrerendered(
    '<svg width="10" height="10"><g class="typst-text"><use href="#g1"/></g><foreignObject x="0" y="-5" width="9" height="6"><h5:div class="tsel">Hello</h5:div></foreignObject></svg>',
  );
  expect(out).not.toContain('foreignObject');
  expect(out).not.toContain('Hello');
  expect(out).toContain('<use href="#g1"/>');
});

it('makes a data URL that reads back as the same SVG, whatever characters it holds', () => {
  const svg =
    '<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"><path fill="#de3e2d" d="M0 0h4v4z"/><title>50 % & µ</title></svg>';
  const url = svgDataUrl(svg);
  expect(url.startsWith('data:image/svg+xml;charset=utf-8,')).toBe(true);
  expect(url).not.toMatch(/[#<>"\s]/);
  expect(decodeURIComponent(url.slice(url.indexOf(',') + 1))).toBe(svg);
});
