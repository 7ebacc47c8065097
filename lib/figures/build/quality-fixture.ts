/**
 * For the look-check tests: compiles inline Typst through the production path (prepare → compile
 * → minify, fixture packages, no Lilaq needed) and judges one variant with its other variant, as
 * the pipeline does. Call it at the top of a test file: it registers the compiler's setup.
 */
import { beforeAll } from 'vitest';
import { createTypstRenderer, type TypstRenderer } from '../compiler';
import type { Variant } from '../hash';
import { createFixturePackageHome } from './fixture-packages';
import { figureProblems } from './figure-quality';
import { renderVariant } from './render';
import { prepareInline } from './test-helpers';

export function qualityFixture() {
  let renderer: TypstRenderer;
  beforeAll(() => {
    renderer = createTypstRenderer({ packageRoot: createFixturePackageHome() });
  });

  /** One variant's minified SVG of the code. */
  function figure(code: string, variant: Variant): string {
    const out = renderVariant(renderer, prepareInline(code), variant);
    if (out.kind !== 'ok') throw new Error(`fixture did not compile: ${JSON.stringify(out)}`);
    return out.svg;
  }

  /** The problems of one variant of an example, judged with its other variant. */
  function problems(code: string, variant: Variant): Promise<string[]> {
    return figureProblems(figure(code, variant), variant, figure(code, variant === 'light' ? 'dark' : 'light'));
  }

  return { figure, problems };
}
