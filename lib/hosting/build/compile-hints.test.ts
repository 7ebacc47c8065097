import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { chunkFile, COMPILE_HINT, hintChunk, integrityAlgorithm, integrityOf, withCompileHint } from './compile-hints';

/** An SRI value computed here, independently of the module. */
const sri = (algorithm: string, text: string) => `${algorithm}-${createHash(algorithm).update(Buffer.from(text, 'utf8')).digest('base64')}`;

describe('withCompileHint', () => {
  it('puts V8’s magic comment on the first line, where V8 looks for it', () => {
    const marked = withCompileHint('(globalThis.TURBOPACK||[]).push([1]);');
    expect(marked.split('\n')[0]).toBe('//# allFunctionsCalledOnLoad');
    expect(marked.slice(COMPILE_HINT.length)).toBe('(globalThis.TURBOPACK||[]).push([1]);');
  });

  it('marks a chunk once when the build runs again', () => {
    const once = withCompileHint('a();');
    expect(withCompileHint(once)).toBe(once);
  });
});

describe('chunkFile', () => {
  it('maps a chunk URL to its file in the export, with and without a base path', () => {
    expect(chunkFile('/_next/static/chunks/0a.js', '')).toBe('_next/static/chunks/0a.js');
    expect(chunkFile('/lilaq-docs/_next/static/chunks/0a.js?v=1', '/lilaq-docs')).toBe('_next/static/chunks/0a.js');
  });

  it('leaves URLs that are not the site’s own scripts alone', () => {
    expect(chunkFile('https://cdn.example/_next/static/chunks/0a.js', '')).toBeNull();
    expect(chunkFile('/_next/static/chunks/a.css', '')).toBeNull();
    expect(chunkFile('/_next/static/../../etc/passwd.js', '')).toBeNull();
    expect(chunkFile('/_next/static/chunks/0a.js', '/lilaq-docs')).toBeNull();
  });
});

describe('integrity values', () => {
  it('are the base64 digest of the UTF-8 bytes, for each algorithm Next offers', () => {
    const text = 'self.x="é";';
    for (const algorithm of ['sha256', 'sha384', 'sha512'] as const) expect(integrityOf(text, algorithm)).toBe(sri(algorithm, text));
  });

  it('are understood only as one hash of a known algorithm', () => {
    expect(integrityAlgorithm(sri('sha512', 'a'))).toBe('sha512');
    for (const value of ['sha1-YQ==', `${sri('sha256', 'a')} ${sri('sha384', 'a')}`, `${sri('sha256', 'a')}?opt`, ''])
      expect(() => integrityAlgorithm(value), value).toThrow(/cannot recompute/);
  });
});

describe('hintChunk', () => {
  const original = '(globalThis.TURBOPACK||[]).push(["c",1]);';

  it('hints the chunk and gives no integrity value when no page checks one', () => {
    expect(hintChunk(original, [])).toEqual({ source: COMPILE_HINT + original });
  });

  it('recomputes the pages’ value over the hinted file, with their algorithm', () => {
    for (const algorithm of ['sha256', 'sha384']) {
      const claims = [
        { page: 'out/a.html', integrity: sri(algorithm, original) },
        { page: 'out/b.html', integrity: sri(algorithm, original) },
      ];
      const hinted = hintChunk(original, claims);
      expect(hinted.source).toBe(COMPILE_HINT + original);
      expect(hinted.integrity).toBe(sri(algorithm, COMPILE_HINT + original));
      expect(hinted.integrity).not.toBe(claims[0]?.integrity);
    }
  });

  it('gives the same file and value when the build runs again', () => {
    const once = hintChunk(original, [{ page: 'out/a.html', integrity: sri('sha384', original) }]);
    expect(hintChunk(once.source, [{ page: 'out/a.html', integrity: once.integrity ?? '' }])).toEqual(once);
  });

  it('fails, naming the pages, when their value does not match the file Next wrote', () => {
    const claims = [
      { page: 'out/a.html', integrity: sri('sha256', original) },
      { page: 'out/docs/b.html', integrity: sri('sha256', 'what Next hashed') },
    ];
    expect(() => hintChunk(original, claims)).toThrow(
      /^out\/docs\/b\.html expects integrity sha256-.* something other than next build changed it/,
    );
  });

  it('fails when pages check one chunk with different algorithms', () => {
    const claims = [
      { page: 'out/a.html', integrity: sri('sha256', original) },
      { page: 'out/b.html', integrity: sri('sha512', original) },
    ];
    expect(() => hintChunk(original, claims)).toThrow(/different integrity values/);
  });
});
