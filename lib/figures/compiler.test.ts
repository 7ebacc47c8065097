/**
 * Real Typst compilation through the production path (prepare → renderVariant → minify), with a
 * fixture package home so that the tests don't need Lilaq (CI cannot download it).
 */
import { createFixturePackageHome } from './build/fixture-packages';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTypstRenderer, environmentOutsideCompiler, type TypstRenderer } from './compiler';
import { renderVariant } from './build/render';
import { prepareInline } from './build/fixtures/prepare-inline';

const FIXTURE_HOME = createFixturePackageHome();
let renderer: TypstRenderer;
// The environment before the renderer below sets up the compiler's.
const outside = { XDG_DATA_HOME: process.env.XDG_DATA_HOME, FONTCONFIG_FILE: process.env.FONTCONFIG_FILE };

beforeAll(() => {
  renderer = createTypstRenderer({ packageRoot: FIXTURE_HOME });
});

describe('renderVariant (real compiler)', () => {
  it('renders an example that needs no package, in both variants', () => {
    const ex = prepareInline('#rect(width: 2cm, height: 1cm, fill: rgb("#3f90da"))\nHello $x^2$');
    const light = renderVariant(renderer, ex, 'light');
    const dark = renderVariant(renderer, ex, 'dark');
    expect(light.kind).toBe('ok');
    expect(dark.kind).toBe('ok');
    if (light.kind !== 'ok' || dark.kind !== 'ok') return;
    expect(light.svg).toMatch(/^<svg[^>]* width="\d+" height="\d+"/);
    expect(light.width).toBeGreaterThan(70); // 2 cm + margins ≈ 86 px
    expect(light.height).toBeGreaterThan(30);
    expect(light.svg).not.toContain('class=');
    // Data colour kept in both; the dark variant draws text in the light site colour.
    expect(light.svg.toLowerCase()).toContain('#3f90da');
    expect(dark.svg.toLowerCase()).toContain('#3f90da');
    expect(dark.svg.toLowerCase()).toContain('#e3e3e3');
    expect(light.svg.toLowerCase()).not.toContain('#e3e3e3');
  });

  it('is deterministic', () => {
    const ex = prepareInline('= Title\nSome text.');
    const a = renderVariant(renderer, ex, 'light');
    const b = renderVariant(createTypstRenderer({ packageRoot: FIXTURE_HOME }), ex, 'light');
    expect(a).toEqual(b);
  });

  it('imports a package from the package root given as an option', () => {
    const ex = prepareInline('#import "@preview/tinypkg:0.1.0": badge\n#badge[ok]');
    const out = renderVariant(renderer, ex, 'light');
    expect(out.kind).toBe('ok');
  });

  it('lets an example read the data files it declares, and only those', () => {
    const ok = prepareInline('#let rows = csv("t.csv")\n#rows.len() rows', {
      meta: 'example data="t.csv"',
      data: { 't.csv': '1,2\n3,4\n' },
    });
    expect(renderVariant(renderer, ok, 'light').kind).toBe('ok');
    const undeclared = prepareInline('#csv("t.csv").len()');
    const out = renderVariant(renderer, undeclared, 'light');
    expect(out.kind).toBe('error');
  });

  it("surfaces Typst's own message with the MDX file and line", () => {
    const ex = prepareInline('>>> #let x = 1\nFirst line\n#undefined-thing', { line: 30 });
    const out = renderVariant(renderer, ex, 'light');
    expect(out.kind).toBe('error');
    if (out.kind !== 'error') return;
    // Fence on line 30, body line 2 (0-based) → MDX line 33.
    expect(out.message).toMatch(/^content\/docs\/reference\/plot\.mdx:33: error \(light variant\): unknown variable: undefined-thing/);
  });

  it('reports errors raised inside a package at the calling line', () => {
    const ex = prepareInline('#import "@preview/tinypkg:0.1.0": badge\n#badge(1, 2, 3)', { line: 4 });
    const out = renderVariant(renderer, ex, 'light');
    expect(out.kind).toBe('error');
    if (out.kind === 'error')
      expect(out.message).toMatch(/^content\/docs\/reference\/plot\.mdx:6: error \(light variant\): unexpected argument/);
  });

  it('uses no system fonts: a font that is not embedded in the compiler is an error', () => {
    // DejaVu Sans is installed on most Linux machines; the renderer must not see it.
    const ex = prepareInline('#set text(font: "DejaVu Sans")\nHello');
    const out = renderVariant(renderer, ex, 'light');
    expect(out.kind).toBe('error');
    if (out.kind === 'error') expect(out.message).toContain('unknown font family: dejavu sans');
  });

  it('renders with the fonts embedded in the compiler', () => {
    for (const font of ['Libertinus Serif', 'New Computer Modern', 'DejaVu Sans Mono']) {
      const out = renderVariant(renderer, prepareInline(`#set text(font: "${font}")\nHello`), 'light');
      expect(out.kind, font).toBe('ok');
    }
  });
});

describe('environmentOutsideCompiler', () => {
  it('gives programs started later the environment without the compiler’s package home and font isolation', () => {
    // This process now has the compiler's settings …
    expect(process.env.FONTCONFIG_FILE).toMatch(/lilaq-figures-fontconfig/);
    // … and a browser started from it would get the values from before them.
    const env = environmentOutsideCompiler();
    expect(env.FONTCONFIG_FILE).toBe(outside.FONTCONFIG_FILE);
    expect(env.XDG_DATA_HOME).toBe(outside.XDG_DATA_HOME);
    expect(env.PATH).toBe(process.env.PATH);
  });
});
