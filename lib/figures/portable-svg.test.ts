import { describe, expect, it } from 'vitest';
import { isPortableColorValue, nonPortableColors, portableSvgColors } from './portable-svg';

const svg = (body: string) => `<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10">${body}</svg>`;

describe('portableSvgColors', () => {
  it("rewrites Typst's oklab() paints to the hex Chromium paints", () => {
    // Chromium paints oklab(50% 0.1 0.1) as rgb(161 66 3) (css-color.test.ts).
    expect(portableSvgColors(svg('<path fill="oklab(50.000% 0.10000 0.10000)" stroke="oklab(62.796% 0.22486 0.12585)" d="M0 0"/>'))).toBe(
      svg('<path fill="#a14203" stroke="#ff0000" d="M0 0"/>'),
    );
  });

  it('moves alpha into the opacity property, multiplied with the one already there', () => {
    expect(portableSvgColors(svg('<path fill="oklab(50% 0.1 0.1 / 0.5)"/>'))).toBe(svg('<path fill="#a14203" fill-opacity="0.5"/>'));
    expect(portableSvgColors(svg('<path stroke="#ff000080" stroke-opacity="0.5"/>'))).toBe(
      svg('<path stroke="#ff0000" stroke-opacity="0.251"/>'),
    );
    expect(portableSvgColors(svg('<path fill="hsla(120deg 50% 50% / 0.5)" fill-opacity="50%"/>'))).toBe(
      svg('<path fill="#40bf40" fill-opacity="0.25"/>'),
    );
    expect(portableSvgColors(svg('<path fill="transparent"/>'))).toBe(svg('<path fill="#000000" fill-opacity="0"/>'));
  });

  it('converts style attributes, keeping the opacity beside the colour', () => {
    expect(portableSvgColors(svg('<path style="fill: oklch(60% 0.2 30deg / 0.5); stroke-width: 2"/>'))).toBe(
      svg('<path style="fill:#de3e2d;stroke-width:2;fill-opacity:0.5"/>'),
    );
    expect(portableSvgColors(svg('<path fill-opacity="0.5" style="fill:#ff000080"/>'))).toBe(
      svg('<path fill-opacity="0.251" style="fill:#ff0000"/>'),
    );
  });

  it('keeps gradients, moving the alpha of their stops into stop-opacity', () => {
    const gradient = (stops: string) => svg(`<defs><linearGradient id="g">${stops}</linearGradient></defs><rect fill="url(#g)"/>`);
    expect(
      portableSvgColors(
        gradient(
          '<stop offset="0" stop-color="#0274d8fe"/><stop offset="1" stop-color="color(srgb-linear 0.2 0.3 0.4)" stop-opacity="0.5"/>',
        ),
      ),
    ).toBe(
      gradient('<stop offset="0" stop-color="#0274d8" stop-opacity="0.996"/><stop offset="1" stop-color="#7c95aa" stop-opacity="0.5"/>'),
    );
    expect(portableSvgColors(gradient('<stop offset="1" style="stop-color: #ff000080; stop-opacity: 0.5"/>'))).toBe(
      gradient('<stop offset="1" style="stop-color:#ff0000;stop-opacity:0.251"/>'),
    );
  });

  it('keeps what each element inherits: an alpha moved onto a group reaches only the children that painted with it', () => {
    expect(portableSvgColors(svg('<g fill="#ff000080"><path/><path fill="#00f"/><path fill-opacity="0.5"/></g>'))).toBe(
      svg('<g fill="#ff0000" fill-opacity="0.502"><path/><path fill="#00f" fill-opacity="1"/><path fill-opacity="0.251"/></g>'),
    );
    // A child's translucent colour under a group's opacity: both multiply, as they did.
    expect(portableSvgColors(svg('<g stroke-opacity="0.5"><path stroke="oklab(50% 0.1 0.1 / 0.5)"/><path stroke="#fff"/></g>'))).toBe(
      svg('<g stroke-opacity="0.5"><path stroke="#a14203" stroke-opacity="0.25"/><path stroke="#fff"/></g>'),
    );
    // `fill` and `stroke` are independent.
    expect(portableSvgColors(svg('<g fill="#ff000080"><path stroke="#00f"/></g>'))).toBe(
      svg('<g fill="#ff0000" fill-opacity="0.502"><path stroke="#00f"/></g>'),
    );
  });

  it('starts afresh inside a symbol, which inherits from the <use> that draws it', () => {
    expect(portableSvgColors(svg('<g fill="#ff000080"><symbol id="s"><path fill="#00f"/></symbol></g>'))).toBe(
      svg('<g fill="#ff0000" fill-opacity="0.502"><symbol id="s"><path fill="#00f"/></symbol></g>'),
    );
  });

  it('leaves SVG 1.1 colours, paint servers and unknown values alone, byte for byte', () => {
    const portable = svg(
      '<?xml version="1.0"?><!-- oklab(1 0 0) --><path fill="none" stroke="#abc"/><path fill="url(#a)"/><path fill="Red" stroke="rgb(1, 2, 3)"/><path fill="currentColor"/>',
    );
    expect(portableSvgColors(portable)).toBe(portable);
    const unknown = svg('<path fill="oklab(nonsense)" color="rgb(255 0 0 / 50%)"/>');
    expect(portableSvgColors(unknown)).toBe(unknown);
  });

  it('converts an opaque `color`, which has no opacity to take an alpha', () => {
    expect(portableSvgColors(svg('<g color="oklab(62.796% 0.22486 0.12585)"><path fill="currentColor"/></g>'))).toBe(
      svg('<g color="#ff0000"><path fill="currentColor"/></g>'),
    );
  });

  it('converts opaque colours in style elements', () => {
    expect(portableSvgColors(svg('<style>.a { fill: oklab(62.796% 0.22486 0.12585); stroke: #ff000080 }</style>'))).toBe(
      svg('<style>.a { fill: #ff0000; stroke: #ff000080 }</style>'),
    );
  });

  it('is idempotent and leaves no colour an SVG 1.1 renderer cannot read', () => {
    const input = svg(
      '<g fill="oklch(61.084% 0.20222 -38.924deg / 0.5)"><path stroke="hsl(120deg 50% 50%)"/><path style="fill:color-mix(in oklab, red, blue)"/></g><linearGradient><stop stop-color="#0074d940"/></linearGradient>',
    );
    const once = portableSvgColors(input);
    expect(nonPortableColors(input)).toHaveLength(4);
    expect(nonPortableColors(once)).toEqual([]);
    expect(portableSvgColors(once)).toBe(once);
  });
});

describe('nonPortableColors', () => {
  it('names each colour an SVG 1.1 renderer cannot read, with its line', () => {
    const input =
      '<svg>\n<path fill="oklab(50% 0.1 0.1)"/>\n<path style="stroke: #ff000080"/>\n<style>a { color: lab(50 0 0) }</style>\n</svg>';
    expect(nonPortableColors(input)).toEqual([
      { property: 'fill', value: 'oklab(50% 0.1 0.1)', line: 2, where: 'attribute' },
      { property: 'stroke', value: '#ff000080', line: 3, where: 'style attribute' },
      { property: 'color', value: 'lab(50 0 0)', line: 4, where: 'style element' },
    ]);
  });
});

describe('isPortableColorValue', () => {
  it.each([
    ['fill', '#abc'],
    ['fill', '#AABBCC'],
    ['fill', 'rgb(1, 2, 3)'],
    ['fill', 'rgb(10%, 20.5%, 30%)'],
    ['fill', 'beige'],
    ['fill', 'none'],
    ['fill', 'currentColor'],
    ['stroke', 'url(#g)'],
    ['stroke', 'url(#g) none'],
    ['stroke', 'url(#g) #fff'],
    ['stop-color', 'inherit'],
  ])('accepts %s="%s"', (property, value) => expect(isPortableColorValue(property, value)).toBe(true));

  it.each([
    ['fill', 'oklab(50% 0.1 0.1)'],
    ['fill', '#ff000080'],
    ['fill', '#f008'],
    ['fill', 'rgba(1, 2, 3, 0.5)'],
    ['fill', 'rgb(1 2 3)'],
    ['fill', 'hsl(120, 50%, 50%)'],
    ['fill', 'transparent'],
    ['fill', 'rebeccapurple'],
    ['stroke', 'url(#g) oklab(50% 0.1 0.1)'],
    ['stop-color', 'none'],
    ['stop-color', 'color(srgb 1 0 0)'],
  ])('rejects %s="%s"', (property, value) => expect(isPortableColorValue(property, value)).toBe(false));
});
