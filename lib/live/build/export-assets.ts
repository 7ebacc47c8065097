/**
 * Copies what the live editor downloads into the export's public folder (git-ignored, rebuilt
 * from node_modules): the typst.ts compiler and renderer WebAssembly, and the fonts embedded in
 * the native compiler that renders the prerendered figures (Libertinus Serif and New Computer
 * Modern under the SIL Open Font License / GUST Font License, DejaVu Sans Mono under the
 * Bitstream Vera licence: all freely redistributable).
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { COMPILER_PACKAGE, compilerVersion } from '../../figures/compiler';
import { ALL_FONTS, COMPILER_WASM, FONTS_PATH, LIVE_ASSETS_PATH, RENDERER_WASM, TYPST_TS_VERSION } from '../assets';
import { findEmbeddedFonts } from './sfnt';

const require = createRequire(import.meta.url);

function packageFile(name: string, file: string): string {
  const dir = path.dirname(require.resolve(`${name}/package.json`));
  const { version } = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')) as { version: string };
  if (version !== TYPST_TS_VERSION) throw new Error(`${name} is ${version}; lib/live/assets.ts expects ${TYPST_TS_VERSION}`);
  return path.join(dir, file);
}

/** The native compiler's binary for this platform (the package that holds the .node file). */
export function nativeCompilerBinary(): string {
  const main = require.resolve(COMPILER_PACKAGE);
  const candidates = fs
    .readdirSync(path.join(path.dirname(main), '..'))
    .filter((d) => d.startsWith('typst-ts-node-compiler-'))
    .map((d) => path.join(path.dirname(main), '..', d));
  for (const dir of [path.dirname(main), ...candidates]) {
    const file = fs.readdirSync(dir).find((f) => f.endsWith('.node'));
    if (file) return path.join(dir, file);
  }
  throw new Error(`no native binary of ${COMPILER_PACKAGE} found: its fonts are what the live editor serves`);
}

function copyIfChanged(from: string, to: string): void {
  if (fs.existsSync(to) && fs.statSync(to).size === fs.statSync(from).size) return;
  fs.copyFileSync(from, to);
}

/** Writes public/live/…; returns the files written or kept, relative to publicDir. */
export function writeLiveAssets(publicDir: string): string[] {
  const out = (url: string) => path.join(publicDir, ...url.split('/').filter(Boolean));
  if (compilerVersion() !== TYPST_TS_VERSION) {
    throw new Error(
      `${COMPILER_PACKAGE} is ${compilerVersion()}; the live editor's fonts are named for ${TYPST_TS_VERSION} (lib/live/assets.ts)`,
    );
  }
  const fontsDir = out(FONTS_PATH);
  fs.mkdirSync(fontsDir, { recursive: true });
  copyIfChanged(packageFile('@myriaddreamin/typst-ts-web-compiler', 'pkg/typst_ts_web_compiler_bg.wasm'), out(COMPILER_WASM));
  copyIfChanged(packageFile('@myriaddreamin/typst-ts-renderer', 'pkg/typst_ts_renderer_bg.wasm'), out(RENDERER_WASM));

  const missing = ALL_FONTS.filter((f) => !fs.existsSync(path.join(fontsDir, f)));
  if (missing.length > 0) {
    const fonts = findEmbeddedFonts(fs.readFileSync(nativeCompilerBinary()));
    for (const name of ALL_FONTS) {
      const font = fonts.find((f) => `${f.postscriptName}.${f.kind}` === name);
      if (!font) throw new Error(`font ${name} is not embedded in ${COMPILER_PACKAGE}; update ALL_FONTS in lib/live/assets.ts`);
      fs.writeFileSync(path.join(fontsDir, name), font.bytes);
    }
  }
  const written = [COMPILER_WASM, RENDERER_WASM, ...ALL_FONTS.map((f) => `${FONTS_PATH}/${f}`)];
  // Files of an earlier typst.ts version would otherwise be exported forever.
  const keep = new Set(written.flatMap((url) => [out(url), path.dirname(out(url))]));
  for (const entry of fs.readdirSync(out(LIVE_ASSETS_PATH))) {
    const full = path.join(out(LIVE_ASSETS_PATH), entry);
    if (!keep.has(full)) fs.rmSync(full, { recursive: true, force: true });
  }
  return written;
}
