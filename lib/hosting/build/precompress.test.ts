import { gunzipSync, brotliDecompressSync, gzipSync, constants } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { compressBoth, isPrecompressed } from './precompress';

describe('isPrecompressed', () => {
  it('takes the hashed scripts and styles only', () => {
    expect(isPrecompressed('_next/static/chunks/0a1b.js')).toBe(true);
    expect(isPrecompressed('_next/static/chunks/0a1b.css')).toBe(true);
    // Pages and figures change under the same name between builds; a stale sibling would win.
    expect(isPrecompressed('docs/intro.html')).toBe(false);
    expect(isPrecompressed('figures/a-light.svg')).toBe(false);
    expect(isPrecompressed('live/worker.js')).toBe(false);
    expect(isPrecompressed('_next/static/media/font.woff2')).toBe(false);
  });
});

describe('compressBoth', () => {
  it('writes gzip and brotli that decode to the file, the gzip smaller than gzip -9', async () => {
    const body = Buffer.from(
      Array.from({ length: 400 }, (_, i) => `function f${i}(a){return a.map(x=>x*${i}).filter(Boolean).join(",")}`).join('\n'),
    );
    const { gzip, brotli } = await compressBoth(body);
    expect(gunzipSync(gzip).equals(body)).toBe(true);
    expect(brotliDecompressSync(brotli).equals(body)).toBe(true);
    expect(gzip.length).toBeLessThan(gzipSync(body, { level: constants.Z_BEST_COMPRESSION }).length);
  });
});
