/**
 * Typst compiler + SVG renderer for live figures (typst.ts, WebAssembly). Independent of where
 * it runs: the worker hands it the WASM modules, font bytes and a synchronous package fetcher;
 * the unit tests hand it files from disk.
 */
import { CompileFormatEnum, createTypstCompiler, type TypstCompiler } from '@myriaddreamin/typst.ts/compiler';
import { MemoryAccessModel } from '@myriaddreamin/typst.ts/fs/memory';
import { disableDefaultFontAssets, loadFonts, withAccessModel, withPackageRegistry } from '@myriaddreamin/typst.ts/options.init';
import { createTypstRenderer, type TypstRenderer } from '@myriaddreamin/typst.ts/renderer';
import type { WebAssemblyModuleRef } from '@myriaddreamin/typst.ts/wasm';
import { portableSvgColors } from '../figures/portable-svg';
import { LivePackageRegistry, type SyncFetcher } from './registry';
import { sizeLikePrerendered } from './svg';

export interface EngineOptions {
  compilerWasm: WebAssemblyModuleRef;
  rendererWasm: WebAssemblyModuleRef;
  fonts: Uint8Array[];
  packagesUrl: string;
  fetchPackage: SyncFetcher;
}

export interface LiveDiagnostic {
  message: string;
  severity: string;
  /** Package spec such as `@preview/lilaq:0.5.0`, '' for the example's own files. */
  package: string;
  path: string;
  /** Range as typst.ts writes it (`line:col-line:col`, 0-based). */
  range: string;
}

export type EngineResult =
  /** `svg`: ready for an `<img>` and a download (lib/live/svg.ts). */
  | { kind: 'figure'; svg: string; warnings: LiveDiagnostic[] }
  | { kind: 'pdf'; bytes: Uint8Array; warnings: LiveDiagnostic[] }
  | { kind: 'error'; diagnostics: LiveDiagnostic[] }
  | { kind: 'download-failed'; urls: string[] };

/** What a compile produces: the SVG figure shown in the page, or a PDF to download. */
export type OutputFormat = 'svg' | 'pdf';

export interface LiveFile {
  name: string;
  bytes: Uint8Array;
}

export const MAIN_PATH = '/main.typ';

export interface LiveEngine {
  compile(source: string, files: readonly LiveFile[], format?: OutputFormat): Promise<EngineResult>;
}

function asDiagnostics(raw: unknown): LiveDiagnostic[] {
  if (!Array.isArray(raw)) return [];
  return raw.map((d: Partial<LiveDiagnostic> | string) =>
    typeof d === 'string'
      ? { message: d, severity: 'error', package: '', path: '', range: '' }
      : {
          message: String(d.message ?? ''),
          severity: String(d.severity ?? 'error').toLowerCase(),
          package: String(d.package ?? ''),
          path: String(d.path ?? ''),
          range: String(d.range ?? ''),
        },
  );
}

export async function createLiveEngine(options: EngineOptions): Promise<LiveEngine> {
  const files = new MemoryAccessModel();
  const registry = new LivePackageRegistry(options.packagesUrl, files, options.fetchPackage);
  const build = async () => {
    const compiler: TypstCompiler = createTypstCompiler();
    await compiler.init({
      getModule: () => options.compilerWasm,
      beforeBuild: [disableDefaultFontAssets(), loadFonts(options.fonts), withAccessModel(files), withPackageRegistry(registry)],
    });
    return compiler;
  };
  const renderer: TypstRenderer = createTypstRenderer();
  let [compiler] = await Promise.all([build(), renderer.init({ getModule: () => options.rendererWasm })]);

  return {
    async compile(source, dataFiles, format = 'svg') {
      compiler.resetShadow();
      compiler.addSource(MAIN_PATH, source);
      for (const f of dataFiles) compiler.mapShadow(`/${f.name}`, f.bytes);
      registry.failures = [];
      const out = await compiler.compile({
        mainFilePath: MAIN_PATH,
        diagnostics: 'full',
        format: format === 'pdf' ? CompileFormatEnum.pdf : CompileFormatEnum.vector,
      });
      const diagnostics = asDiagnostics(out.diagnostics);
      if (registry.failures.length > 0) {
        // The compiler remembers a package it could not get; a fresh one (same WASM instance,
        // packages already downloaded stay in `files`) tries again on Retry.
        compiler = await build();
        return { kind: 'download-failed', urls: registry.failures.map((f) => f.url) };
      }
      const errors = diagnostics.filter((d) => d.severity === 'error');
      if (!out.result || errors.length > 0) {
        return {
          kind: 'error',
          diagnostics:
            errors.length > 0 ? errors : [{ message: 'compilation failed', severity: 'error', package: '', path: '', range: '' }],
        };
      }
      const warnings = diagnostics.filter((d) => d.severity !== 'error');
      if (format === 'pdf') return { kind: 'pdf', bytes: out.result, warnings };
      const svg = await renderer.runWithSession(async (session) => {
        renderer.manipulateData({ renderSession: session, action: 'reset', data: out.result as Uint8Array });
        // Glyphs and paths only: the viewer's CSS and scripts are for interactive pages, not an <img>.
        return renderer.renderSvg({ renderSession: session, data_selection: { body: true, defs: true, css: false, js: false } });
      });
      // `#rrggbbaa` and CSS Color 4 functions become hex and opacities, as in the prerendered
      // figures, so the live figure downloads as an SVG every renderer draws alike; sized and
      // trimmed for an <img> here, off the page's thread when the engine runs in the worker.
      return { kind: 'figure', svg: sizeLikePrerendered(portableSvgColors(svg)), warnings };
    },
  };
}
