import { describe, expect, it } from 'vitest';
import { parseExampleCode } from './example-syntax';
import { liveParts } from './live-parts';

const IMPORT = '#import "@preview/lilaq:0.5.0" as lq';
const split = (body: string) => liveParts(body, parseExampleCode(body, IMPORT), IMPORT);

describe('liveParts', () => {
  it('has empty parts for an example without hidden lines', () => {
    expect(split('#lq.diagram()')).toEqual({ prelude: '', postlude: '' });
  });

  it('puts hidden lines before and after the shown code, with the Lilaq import first', () => {
    const body = '>>> #let xs = lq.linspace(0, 1)\n#lq.diagram(lq.plot(xs, xs))\n>>> #pagebreak()';
    expect(split(body)).toEqual({ prelude: `${IMPORT}\n#let xs = lq.linspace(0, 1)`, postlude: '#pagebreak()' });
  });

  it('refuses examples whose shown code is not what runs', () => {
    expect(split('<<< #import "x.typ"\n#lq.diagram()')).toBeNull();
    expect(split('#let a = 1\n>>> #let b = 2\n#(a + b)')).toBeNull();
  });
});
