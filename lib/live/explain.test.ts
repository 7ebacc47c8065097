import { describe, expect, it } from 'vitest';
import { MESSAGE_PATTERNS, messagesOf } from '../errors';
import { explainingEntry } from './explain';
import type { LiveDiagnostic } from './engine';

const links = MESSAGE_PATTERNS.map((pattern) => ({ ...pattern, href: `/docs/errors/page#${pattern.id}`, release: '0.5.0' }));
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

  it('links the entry in the error index of the release the code compiled with', () => {
    const both = [
      ...messagesOf('0.5.0').map((pattern) => ({ ...pattern, href: `/docs/errors/page#${pattern.id}`, release: '0.5.0' })),
      ...messagesOf('0.6.0').map((pattern) => ({ ...pattern, href: `/docs/0.6.0/errors/page#${pattern.id}`, release: '0.6.0' })),
    ];
    const aspect = [error('assertion failed: Cannot realize an aspect ratio of 2 with fixed y limits.')];
    expect(explainingEntry(both, aspect, '0.6.0')?.href).toBe(
      '/docs/0.6.0/errors/page#cannot-realize-an-aspect-ratio-of-with-fixed-y-limits',
    );
    expect(explainingEntry(both, aspect, '0.5.0')).toBeNull();
    const lengths = [error("assertion failed: `plot()`: The dimensions for x (3) and y (2) don't match")];
    expect(explainingEntry(both, lengths, '0.6.0')?.href).toBe('/docs/0.6.0/errors/page#the-dimensions-for-x-and-y-don-t-match');
    expect(explainingEntry(both, lengths, '0.5.0')?.href).toBe('/docs/errors/page#the-dimensions-for-x-and-y-don-t-match');
  });
});
