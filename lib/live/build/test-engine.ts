/** Test helper: a live engine in Node with the fixture packages served from memory. */
import fs from 'node:fs';
import path from 'node:path';
import { fixturePackages } from '../../figures/build/fixture-packages';
import { createLiveEngine, type LiveEngine } from '../engine';
import type { PackageFetch } from '../registry';
import { findEmbeddedFonts } from './sfnt';
import { tarGz } from './tar';
import { nativeCompilerBinary } from './export-assets';

export const TEST_REGISTRY = 'https://registry.test';

/** Archives of the fixture packages, by URL, in Typst Universe's layout. */
export function fixtureRegistry(): Map<string, Uint8Array> {
  const archives = new Map<string, Uint8Array>();
  for (const pkg of fixturePackages()) {
    archives.set(
      `${TEST_REGISTRY}/preview/${pkg.name}-${pkg.version}.tar.gz`,
      tarGz(Object.entries(pkg.files).map(([p, content]) => ({ path: p, content }))),
    );
  }
  return archives;
}

export async function createTestEngine(fetchPackage?: (url: string) => PackageFetch): Promise<{ engine: LiveEngine; fetched: string[] }> {
  const nm = path.join(process.cwd(), 'node_modules', '@myriaddreamin');
  const archives = fixtureRegistry();
  const fetched: string[] = [];
  const fonts = findEmbeddedFonts(fs.readFileSync(nativeCompilerBinary()))
    .filter((f) => f.postscriptName === 'LibertinusSerif-Regular')
    .map((f) => f.bytes);
  const engine = await createLiveEngine({
    compilerWasm: fs.readFileSync(path.join(nm, 'typst-ts-web-compiler/pkg/typst_ts_web_compiler_bg.wasm')),
    rendererWasm: fs.readFileSync(path.join(nm, 'typst-ts-renderer/pkg/typst_ts_renderer_bg.wasm')),
    fonts,
    packagesUrl: TEST_REGISTRY,
    fetchPackage:
      fetchPackage ??
      ((url) => {
        fetched.push(url);
        const bytes = archives.get(url);
        return bytes ? { ok: true, bytes } : { ok: false, missing: true, reason: 'HTTP 404' };
      }),
  });
  return { engine, fetched };
}
