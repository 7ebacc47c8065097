import { describe, expect, it } from 'vitest';
import type { Diagnostic } from '../compiler';
import { fatalWarnings, isKometUnavailable, kometReason } from './diagnostics';

const kometMissing: Diagnostic[] = [
  {
    message: 'file not found (searched at /x/typst/packages/preview/komet/0.1.0/src/komet.wasm)',
    severity: 'error',
    package: '@preview/komet:0.1.0',
    path: '/src/plugin.typ',
  },
  { message: 'import', severity: 'hint', package: '@preview/lilaq:0.5.0', path: '/src/plot/contour.typ' },
  { message: 'while calling contour', severity: 'hint', package: '', path: '/ws/main.typ' },
];

describe('komet detection', () => {
  it('recognises a missing komet WASM plugin and names the Lilaq function', () => {
    expect(isKometUnavailable(kometMissing)).toBe(true);
    expect(kometReason(kometMissing)).toBe('needs @preview/komet:0.1.0 (WASM plugin not available here) via contour()');
  });
  it('does not excuse other errors', () => {
    const other: Diagnostic[] = [{ message: 'unknown variable: foo', severity: 'error', package: '', path: '/ws/main.typ', mainLine: 3 }];
    expect(isKometUnavailable(other)).toBe(false);
    expect(isKometUnavailable([...kometMissing, ...other])).toBe(false);
  });
});

describe('fatalWarnings', () => {
  it('treats unknown fonts as fatal (they would fall back to machine-dependent fonts)', () => {
    const w: Diagnostic[] = [
      { message: 'unknown font family: arial', severity: 'warning', package: '', path: '' },
      { message: 'unused label', severity: 'warning', package: '', path: '' },
    ];
    expect(fatalWarnings(w).map((d) => d.message)).toEqual(['unknown font family: arial']);
  });
});
