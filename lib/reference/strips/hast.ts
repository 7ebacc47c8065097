/**
 * A parameter strip as HTML (hast): the small figures side by side, each with its value under it
 * (both colour variants, as every figure of the site, CSS showing the one of the colour mode), and
 * the code of every figure in a `<details>` that opens without JavaScript. Images are sized by
 * their width and height attributes and lazy, so a page of strips loads them as they scroll in.
 * The markup is lean on purpose (no class where a descendant selector does): it is in the page's
 * HTML and again in its flight data, and /docs/reference/diagram carries 16 strips.
 */
import type { Element } from 'hast';
import { h } from 'hastscript';
import type { ExampleFigure } from '../../figures/remark-typst-examples';
import type { Strip } from './strips';

/** The Lilaq import every strip's code starts with: shown once above the variants' code. */
export interface StripCode {
  importLine: string;
  /** Each variant's shown code without the import line. */
  bodies: string[];
}

/** Splits the shown code of each variant into the shared import line and the rest. */
export function stripCode(shown: readonly string[], importLine: string): StripCode {
  return { importLine, bodies: shown.map((code) => (code.startsWith(`${importLine}\n`) ? code.slice(importLine.length + 1) : code)) };
}

export function stripBlock(strip: Strip, figures: readonly ExampleFigure[], code: StripCode): Element {
  const items = strip.variants.map((variant, i) => {
    const figure = figures[i]!;
    const image = (mode: 'light' | 'dark') =>
      h('img', {
        className: [`figure-${mode}`],
        src: figure[mode],
        width: figure.width,
        height: figure.height,
        alt: variant.alt,
        loading: 'lazy',
      });
    return h('figure', [
      image('light'),
      image('dark'),
      h('figcaption', [h('code', variant.value), ...(variant.isDefault ? [h('span.param-strip__default', ' default')] : [])]),
    ]);
  });
  return h('div.param-strip', [
    h('div.param-strip__figures', { role: 'group', ariaLabel: `${strip.param}: ${strip.variants.length} values side by side` }, items),
    h('details.param-strip__code', [
      h('summary', `Code of these ${strip.variants.length} figures`),
      h('pre', h('code', code.importLine)),
      ...strip.variants.flatMap((variant, i) => [
        h('p', [h('code', `${strip.param}: ${variant.value}`)]),
        h('pre', h('code', code.bodies[i] ?? '')),
      ]),
    ]),
  ]);
}
