import { describe, expect, it } from 'vitest';
import { MESSAGE_PATTERNS } from '../errors';
import { explainingEntry } from './explain';
import type { LiveDiagnostic } from './engine';

const links = MESSAGE_PATTERNS.map((pattern) => ({ ...pattern, href: `/docs/errors/page#${pattern.id}` }));
const error = (message: string, severity = 'error'): LiveDiagnostic => ({
  message,
  severity,
  package: '',
  path: '/main.typ',
  range: '2:0-2:5',
});

describe('explainingEntry', () => {
  it('links a Lilaq error raised inside the package to its entry', () => {
    const diagnostics = [
      { ...error("assertion failed: `plot()`: The dimensions for x (3) and y (2) don't match"), package: '@preview/lilaq:0.5.0' },
    ];
    expect(explainingEntry(links, diagnostics)?.href).toBe('/docs/errors/page#the-dimensions-for-x-and-y-don-t-match');
  });

  it('skips warnings and errors the index does not explain, and links the first one it does', () => {
    const diagnostics = [
      error('unknown variable: lq', 'warning'),
      error('file not found (searched at data.csv)'),
      error('unexpected argument: linewidth'),
    ];
    expect(explainingEntry(links, diagnostics)?.id).toBe('unexpected-argument');
  });

  it('links nothing when no error is explained, or the index is not loaded', () => {
    expect(explainingEntry(links, [error('file not found (searched at data.csv)')])).toBeNull();
    expect(explainingEntry([], [error('unexpected argument: linewidth')])).toBeNull();
  });
});
