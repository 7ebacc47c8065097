/**
 * Figures that every SVG renderer draws alike. Typst writes colours in CSS Color 4 syntax
 * (`oklab(…)`, `oklch(…)`, `color(srgb-linear …)`, `hsl(… / a)`, `#rrggbbaa`), which browsers
 * draw but SVG 1.1 renderers (librsvg and so sharp, Inkscape, LibreOffice, resvg's older
 * releases) paint black or skip. `portableSvgColors` rewrites each such colour to `#rrggbb`, exactly
 * as Chromium converts it (`css-color.ts`), and moves its alpha into `fill-opacity`,
 * `stroke-opacity`, `stop-opacity` or `flood-opacity`, multiplied with the opacity already there.
 * `nonPortableColors` lists what is left, for `npm run figures:check`.
 *
 * Runs on every figure the site hands out: the store (`lib/figures/build/svg.ts`), the live
 * editor's figures (`lib/live/engine.ts`) and the Download menu. Pure string work, no DOM, so it
 * runs in Node, a worker and the page alike; unchanged markup is copied byte for byte.
 */
import { NAMED_COLORS, parseCssColor, srgbHex } from './css-color';

/** Colour properties, and the opacity property that carries a colour's alpha (null: none has one). */
const COLOR_PROPERTIES: Readonly<Record<string, string | null>> = {
  fill: 'fill-opacity',
  stroke: 'stroke-opacity',
  'stop-color': 'stop-opacity',
  'flood-color': 'flood-opacity',
  color: null,
  'lighting-color': null,
};
/** Paints inherit, and so do their opacities: a converted alpha must reach exactly the elements it reached before. */
type InheritedPaint = 'fill' | 'stroke';

/** SVG 1.1's colour keywords are CSS 2's extended list: CSS Color 4's names but `rebeccapurple`. */
const SVG11_NAMES = new Set(Object.keys(NAMED_COLORS).filter((name) => name !== 'rebeccapurple'));
const SVG11_HEX = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;
const SVG11_RGB =
  /^rgb\(\s*(?:[+-]?\d+\s*,\s*[+-]?\d+\s*,\s*[+-]?\d+|(?:[+-]?(?:\d+\.?\d*|\.\d+)%\s*,\s*){2}[+-]?(?:\d+\.?\d*|\.\d+)%)\s*\)$/i;
const URL_PAINT = /^url\(\s*(?:"[^"]*"|'[^']*'|[^)'"\s]*)\s*\)\s*([\s\S]*)$/i;

/** A colour written in SVG 1.1 syntax (a plain `<color>`; `url()` paints are checked by `isPortablePaint`). */
function isSvg11Color(value: string): boolean {
  return SVG11_HEX.test(value) || SVG11_RGB.test(value) || SVG11_NAMES.has(value.toLowerCase());
}

/** Whether an SVG 1.1 renderer reads `value` for the colour property `property`. */
export function isPortableColorValue(property: string, value: string): boolean {
  const v = value.trim();
  const lower = v.toLowerCase();
  if (lower === 'inherit' || lower === 'currentcolor') return true;
  const paint = property === 'fill' || property === 'stroke';
  if (paint && lower === 'none') return true;
  const url = paint ? URL_PAINT.exec(v) : null;
  if (url) {
    const fallback = (url[1] ?? '').trim();
    return fallback === '' || /^(?:none|currentcolor)$/i.test(fallback) || isSvg11Color(fallback);
  }
  return isSvg11Color(v);
}

/** One colour value that an SVG 1.1 renderer cannot read. */
export interface NonPortableColor {
  property: string;
  value: string;
  /** 1-based line in the SVG text. */
  line: number;
  where: 'attribute' | 'style attribute' | 'style element';
}

// ---------------------------------------------------------------------------------------------
// A minimal XML reader: start tags with their attributes, end tags, and what to copy untouched.

interface Attribute {
  name: string;
  value: string;
  quote: string;
}

interface StartTag {
  name: string;
  attributes: Attribute[];
  selfClosing: boolean;
  start: number;
  end: number;
}

type Token =
  | { kind: 'start'; tag: StartTag }
  | { kind: 'end'; name: string; start: number; end: number }
  | { kind: 'style'; start: number; end: number };

const NAME = /[^\s/>=]+/y;
const ATTRIBUTE = /\s*([^\s/>=]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/y;
const TAG_CLOSE = /\s*(\/?)>/y;

/** Start and end tags of `svg` in order; the text of `<style>` elements as its own token. */
function* tokens(svg: string): Generator<Token> {
  let i = 0;
  while ((i = svg.indexOf('<', i)) >= 0) {
    if (svg.startsWith('<!--', i)) {
      const close = svg.indexOf('-->', i + 4);
      i = close < 0 ? svg.length : close + 3;
    } else if (svg.startsWith('<![CDATA[', i)) {
      const close = svg.indexOf(']]>', i + 9);
      i = close < 0 ? svg.length : close + 3;
    } else if (svg.startsWith('<?', i)) {
      const close = svg.indexOf('?>', i + 2);
      i = close < 0 ? svg.length : close + 2;
    } else if (svg.startsWith('<!', i)) {
      const bracket = svg.indexOf('[', i);
      const close = svg.indexOf('>', i);
      const end = bracket >= 0 && bracket < close ? svg.indexOf(']>', bracket) + 1 : close;
      i = end <= 0 ? svg.length : end + 1;
    } else if (svg[i + 1] === '/') {
      const close = svg.indexOf('>', i);
      const end = close < 0 ? svg.length : close + 1;
      yield { kind: 'end', name: svg.slice(i + 2, end - 1).trim(), start: i, end };
      i = end;
    } else {
      const tag = readStartTag(svg, i);
      if (!tag) {
        i++;
        continue;
      }
      yield { kind: 'start', tag };
      i = tag.end;
      if (tag.name === 'style' && !tag.selfClosing) {
        const close = svg.indexOf('</style', i);
        const end = close < 0 ? svg.length : close;
        yield { kind: 'style', start: i, end };
        i = end;
      }
    }
  }
}

function readStartTag(svg: string, start: number): StartTag | null {
  NAME.lastIndex = start + 1;
  const name = NAME.exec(svg)?.[0];
  if (!name) return null;
  const attributes: Attribute[] = [];
  let at = NAME.lastIndex;
  for (;;) {
    TAG_CLOSE.lastIndex = at;
    const close = TAG_CLOSE.exec(svg);
    if (close) return { name, attributes, selfClosing: close[1] === '/', start, end: TAG_CLOSE.lastIndex };
    ATTRIBUTE.lastIndex = at;
    const m = ATTRIBUTE.exec(svg);
    if (!m) return null;
    attributes.push({ name: m[1] ?? '', value: m[2] ?? m[3] ?? '', quote: m[2] === undefined ? "'" : '"' });
    at = ATTRIBUTE.lastIndex;
  }
}

// ---------------------------------------------------------------------------------------------
// Declarations of one element: its presentation attributes and its `style` attribute.

interface Declaration {
  name: string;
  value: string;
  important: boolean;
}

/** `a: b; c: d(e; f)` → declarations, splitting at top-level semicolons. */
function readStyle(style: string): Declaration[] {
  const out: Declaration[] = [];
  let depth = 0;
  let start = 0;
  const push = (text: string) => {
    const colon = text.indexOf(':');
    if (colon < 0) return;
    const raw = text.slice(colon + 1).trim();
    const important = /!\s*important$/i.test(raw);
    out.push({ name: text.slice(0, colon).trim().toLowerCase(), value: raw.replace(/\s*!\s*important$/i, ''), important });
  };
  for (let i = 0; i < style.length; i++) {
    const ch = style[i];
    if (ch === '(') depth++;
    else if (ch === ')') depth = Math.max(0, depth - 1);
    else if (ch === ';' && depth === 0) {
      push(style.slice(start, i));
      start = i + 1;
    }
  }
  push(style.slice(start));
  return out;
}

const writeStyle = (declarations: Declaration[]): string =>
  declarations.map((d) => `${d.name}:${d.value}${d.important ? '!important' : ''}`).join(';');

/** An element's declarations, editable, with the style attribute winning over presentation attributes. */
class Declarations {
  readonly style: Declaration[] | null;
  changed = false;

  constructor(readonly tag: StartTag) {
    const style = tag.attributes.find((a) => a.name === 'style');
    this.style = style ? readStyle(style.value) : null;
  }

  /** Where the value in effect comes from: the last style declaration, else the attribute. */
  find(name: string): { in: 'style'; declaration: Declaration } | { in: 'attribute'; attribute: Attribute } | null {
    const declaration = this.style?.findLast((d) => d.name === name);
    if (declaration) return { in: 'style', declaration };
    const attribute = this.tag.attributes.find((a) => a.name === name);
    return attribute ? { in: 'attribute', attribute } : null;
  }

  get(name: string): string | undefined {
    const found = this.find(name);
    return found ? (found.in === 'style' ? found.declaration.value : found.attribute.value) : undefined;
  }

  /** Sets `name` where it is in effect, or adds it (to the style attribute when `inStyle`). */
  set(name: string, value: string, inStyle: boolean): void {
    const found = this.find(name);
    this.changed = true;
    if (found?.in === 'style') found.declaration.value = value;
    else if (found) found.attribute.value = value;
    else if (inStyle && this.style) this.style.push({ name, value, important: false });
    else this.tag.attributes.push({ name, value, quote: '"' });
  }

  /** Every colour value of `property`, in effect or overridden, to convert. */
  *colorValues(property: string): Generator<{ value: string; inEffect: boolean; replace: (v: string) => void }> {
    const effective = this.find(property);
    for (const attribute of this.tag.attributes.filter((a) => a.name === property)) {
      yield {
        value: attribute.value,
        inEffect: effective?.in === 'attribute' && effective.attribute === attribute,
        replace: (v) => {
          attribute.value = v;
          this.changed = true;
        },
      };
    }
    for (const declaration of this.style?.filter((d) => d.name === property) ?? []) {
      yield {
        value: declaration.value,
        inEffect: effective?.in === 'style' && effective.declaration === declaration,
        replace: (v) => {
          declaration.value = v;
          this.changed = true;
        },
      };
    }
  }

  write(): string {
    const style = this.tag.attributes.find((a) => a.name === 'style');
    if (style && this.style) style.value = writeStyle(this.style);
    const attributes = this.tag.attributes.map((a) => ` ${a.name}=${a.quote}${a.value}${a.quote}`).join('');
    return `<${this.tag.name}${attributes}${this.tag.selfClosing ? '/>' : '>'}`;
  }
}

// ---------------------------------------------------------------------------------------------
// Conversion.

/** A colour value rewritten in SVG 1.1 syntax with the alpha it lost, or null to leave it as it is. */
function convertValue(property: string, value: string, keepAlpha: boolean): { value: string; alpha: number } | null {
  if (isPortableColorValue(property, value)) return null;
  const v = value.trim();
  const url = property === 'fill' || property === 'stroke' ? URL_PAINT.exec(v) : null;
  if (url) {
    // A fallback colour after a paint server: its alpha has nowhere to go without touching the paint.
    const fallback = parseCssColor(url[1] ?? '');
    return fallback && fallback.a === 1
      ? { value: `${v.slice(0, v.length - (url[1] ?? '').length).trim()} ${srgbHex(fallback)}`, alpha: 1 }
      : null;
  }
  const color = parseCssColor(v);
  if (!color) return null;
  if (color.a < 1 && !keepAlpha) return null;
  return { value: srgbHex(color), alpha: color.a };
}

const readOpacity = (value: string | undefined): number | undefined => {
  if (value === undefined) return undefined;
  const m = /^\s*([+-]?(?:\d+\.?\d*|\.\d+)(?:e[+-]?\d+)?)(%?)\s*$/i.exec(value);
  if (!m) return undefined;
  const n = Number(m[1]) / (m[2] ? 100 : 1);
  return Math.min(1, Math.max(0, n));
};

const formatOpacity = (n: number): string => String(Math.round(n * 1000) / 1000);
const same = (a: number, b: number): boolean => Math.abs(a - b) < 5e-4;

/** What an element passes on for one inherited paint: its opacity before, and the alpha its colour lost. */
interface PaintContext {
  opacity: number;
  lostAlpha: number;
}

const FRESH: Record<InheritedPaint, PaintContext> = {
  fill: { opacity: 1, lostAlpha: 1 },
  stroke: { opacity: 1, lostAlpha: 1 },
};
/** Content drawn where a `<use>` puts it inherits from the `<use>`, not from its place in the file. */
const NEW_CONTEXT = new Set(['symbol']);

/**
 * `svg` with every colour in CSS Color 4 syntax written as `#rrggbb` (Chromium's conversion,
 * clipped to sRGB), its alpha moved into the matching opacity property, in attributes, `style`
 * attributes and gradient stops. Opaque colours in `<style>` elements are converted too. Values
 * nothing can express in SVG 1.1 (unknown functions, `color` or `lighting-color` with alpha) stay
 * as they are, for `nonPortableColors` to report. Converting twice changes nothing.
 */
export function portableSvgColors(svg: string): string {
  if (!/(?:lab|lch|color|color-mix|hsla?|hwb|rgba?|transparent)\s*\(|#[0-9a-f]{4}\b|#[0-9a-f]{8}\b|transparent|rebeccapurple/i.test(svg))
    return svg;
  const out: string[] = [];
  let copied = 0;
  const stack: Array<{ name: string; context: Record<InheritedPaint, PaintContext> }> = [];
  for (const token of tokens(svg)) {
    if (token.kind === 'end') {
      const index = stack.map((s) => s.name).lastIndexOf(token.name);
      if (index >= 0) stack.length = index;
      continue;
    }
    if (token.kind === 'style') {
      const text = svg.slice(token.start, token.end);
      const converted = convertStylesheet(text);
      if (converted !== text) {
        out.push(svg.slice(copied, token.start), converted);
        copied = token.end;
      }
      continue;
    }
    const { tag } = token;
    const element = new Declarations(tag);
    const parent = NEW_CONTEXT.has(tag.name) ? FRESH : (stack.at(-1)?.context ?? FRESH);
    const context = { ...parent };
    for (const [property, opacityProperty] of Object.entries(COLOR_PROPERTIES)) {
      let lost: number | undefined;
      for (const entry of element.colorValues(property)) {
        const converted = convertValue(property, entry.value, opacityProperty !== null);
        if (!converted) continue;
        entry.replace(converted.value);
        if (entry.inEffect) lost = converted.alpha;
      }
      if (opacityProperty === null) continue;
      const colourInStyle = element.find(property)?.in === 'style';
      if (property === 'fill' || property === 'stroke') {
        context[property] = inheritOpacity(element, property, opacityProperty, parent[property], lost, colourInStyle);
      } else if (lost !== undefined && lost < 1) {
        // stop-opacity and flood-opacity are not inherited: the element's own value, 1 by default.
        const own = readOpacity(element.get(opacityProperty)) ?? 1;
        element.set(opacityProperty, formatOpacity(own * lost), colourInStyle);
      }
    }
    if (element.changed) {
      out.push(svg.slice(copied, tag.start), element.write());
      copied = tag.end;
    }
    if (!tag.selfClosing) stack.push({ name: tag.name, context });
  }
  out.push(svg.slice(copied));
  return out.join('');
}

/**
 * Keeps the opacity each element paints with: before, a colour's alpha times the opacity in effect;
 * after, the opacity alone. An element whose inherited opacity no longer matches gets its own.
 */
function inheritOpacity(
  element: Declarations,
  property: 'fill' | 'stroke',
  opacityProperty: string,
  parent: PaintContext,
  lost: number | undefined,
  colourInStyle: boolean,
): PaintContext {
  const colour = element.get(property)?.trim().toLowerCase();
  const ownColour = colour !== undefined && colour !== 'inherit';
  const lostAlpha = ownColour ? (lost ?? 1) : parent.lostAlpha;
  const ownText = element.get(opacityProperty);
  const own = ownText?.trim().toLowerCase() === 'inherit' ? undefined : readOpacity(ownText);
  const opacity = own ?? parent.opacity;
  const target = opacity * lostAlpha;
  const inherited = parent.opacity * parent.lostAlpha;
  if (own !== undefined ? !same(target, own) : !same(target, inherited)) element.set(opacityProperty, formatOpacity(target), colourInStyle);
  return { opacity, lostAlpha };
}

const STYLESHEET_DECLARATION = /(^|[{;\s])(fill|stroke|stop-color|flood-color|lighting-color|color)(\s*:\s*)([^;}!]+)/gi;

/** Opaque colours in a style sheet, rewritten; translucent ones have no opacity to go to there. */
function convertStylesheet(css: string): string {
  return css.replace(STYLESHEET_DECLARATION, (whole, before: string, property: string, colon: string, value: string) => {
    const converted = convertValue(property.toLowerCase(), value, false);
    return converted ? `${before}${property}${colon}${converted.value}${/\s$/.test(value) ? ' ' : ''}` : whole;
  });
}

// ---------------------------------------------------------------------------------------------
// The check.

/** Every colour value in `svg` that an SVG 1.1 renderer cannot read, with its line. */
export function nonPortableColors(svg: string): NonPortableColor[] {
  const found: NonPortableColor[] = [];
  const newlines = [...svg.matchAll(/\n/g)].map((m) => m.index);
  const lineAt = (offset: number): number => {
    let [lo, hi] = [0, newlines.length];
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (newlines[mid]! < offset) lo = mid + 1;
      else hi = mid;
    }
    return lo + 1;
  };
  for (const token of tokens(svg)) {
    if (token.kind === 'end') continue;
    if (token.kind === 'style') {
      const css = svg.slice(token.start, token.end);
      for (const m of css.matchAll(STYLESHEET_DECLARATION)) {
        const property = (m[2] ?? '').toLowerCase();
        const value = (m[4] ?? '').trim();
        if (!isPortableColorValue(property, value))
          found.push({ property, value, line: lineAt(token.start + (m.index ?? 0)), where: 'style element' });
      }
      continue;
    }
    const { tag } = token;
    for (const attribute of tag.attributes) {
      if (attribute.name in COLOR_PROPERTIES && !isPortableColorValue(attribute.name, attribute.value)) {
        found.push({ property: attribute.name, value: attribute.value, line: lineAt(tag.start), where: 'attribute' });
      }
      if (attribute.name === 'style') {
        for (const d of readStyle(attribute.value)) {
          if (d.name in COLOR_PROPERTIES && !isPortableColorValue(d.name, d.value)) {
            found.push({ property: d.name, value: d.value, line: lineAt(tag.start), where: 'style attribute' });
          }
        }
      }
    }
  }
  return found;
}
