import { describe, expect, it } from 'vitest';
import { chunkFile, COMPILE_HINT, withCompileHint } from './compile-hints';

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
