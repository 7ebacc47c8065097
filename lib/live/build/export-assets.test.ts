import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, it } from 'vitest';
import { ALL_FONTS, COMPILER_WASM, FONTS_PATH, RENDERER_WASM } from '../assets';
import { writeLiveAssets } from './export-assets';

it('puts the WebAssembly and every font under public/live and drops files of older versions', () => {
  const publicDir = fs.mkdtempSync(path.join(os.tmpdir(), 'live-assets-'));
  fs.mkdirSync(path.join(publicDir, 'live', 'fonts-0.0.1'), { recursive: true });
  fs.writeFileSync(path.join(publicDir, 'live', 'typst-ts-web-compiler-0.0.1.wasm'), 'old');
  const written = writeLiveAssets(publicDir);
  expect(written).toEqual([COMPILER_WASM, RENDERER_WASM, ...ALL_FONTS.map((f) => `${FONTS_PATH}/${f}`)]);
  const wasm = fs.readFileSync(path.join(publicDir, COMPILER_WASM));
  expect([...wasm.subarray(0, 4)]).toEqual([0, 0x61, 0x73, 0x6d]);
  expect(fs.readdirSync(path.join(publicDir, 'live')).sort()).toEqual(
    [FONTS_PATH, RENDERER_WASM, COMPILER_WASM].map((u) => path.basename(u)).sort(),
  );
  fs.rmSync(publicDir, { recursive: true });
});
