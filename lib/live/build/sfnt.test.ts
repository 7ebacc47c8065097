import fs from 'node:fs';
import { expect, it } from 'vitest';
import { ALL_FONTS } from '../assets';
import { nativeCompilerBinary } from './export-assets';
import { findEmbeddedFonts } from './sfnt';

it('finds every font the live editor serves inside the native compiler, each a whole font file', () => {
  const fonts = findEmbeddedFonts(fs.readFileSync(nativeCompilerBinary()));
  expect(fonts.map((f) => `${f.postscriptName}.${f.kind}`).sort()).toEqual([...ALL_FONTS].sort());
  for (const f of fonts) {
    const tag = new TextDecoder().decode(f.bytes.subarray(0, 4));
    expect(f.kind === 'otf' ? tag : f.bytes[1]).toBe(f.kind === 'otf' ? 'OTTO' : 1);
  }
});

it('finds nothing in bytes that only look like a font header', () => {
  expect(findEmbeddedFonts(new Uint8Array([0, 1, 0, 0, 0, 9, 0, 128, 0, 0, 0, 0, 0, 0]))).toEqual([]);
});
