/**
 * The only module that touches the Typst compiler. One NodeCompiler per renderer (one process
 * compiles every example); sources and data files are mapped as in-memory "shadow" files in a
 * virtual workspace, so an example can read exactly the data files it declares and nothing else.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import type { NodeCompiler as NodeCompilerType } from '@myriaddreamin/typst-ts-node-compiler';

const require = createRequire(import.meta.url);
export const COMPILER_PACKAGE = '@myriaddreamin/typst-ts-node-compiler';

/** Version of the installed compiler package (part of every figure's content address). */
export function compilerVersion(): string {
  const pkg = JSON.parse(fs.readFileSync(require.resolve(`${COMPILER_PACKAGE}/package.json`), 'utf8')) as {
    version: string;
  };
  return pkg.version;
}

export interface Diagnostic {
  message: string;
  /** 'error' | 'warning' | 'info' | 'hint' */
  severity: 'error' | 'warning' | 'info' | 'hint';
  /** Package spec such as `@preview/komet:0.1.0`, or '' for the example itself. */
  package: string;
  /** Path inside the package, or the virtual path of the main file. */
  path: string;
  /** 0-based line in the compiled main file when the diagnostic points there. */
  mainLine?: number;
  /** 1-based line in `path`, when known. */
  line?: number;
}

export type CompileOutcome =
  { ok: true; svg: string; warnings: Diagnostic[]; queried?: unknown[] } | { ok: false; diagnostics: Diagnostic[] };

export interface RendererOptions {
  /**
   * The Typst data home (what `XDG_DATA_HOME` would be): packages are looked up in
   * `<packageRoot>/typst/packages/<namespace>/<name>/<version>`. Missing packages are downloaded
   * from Typst Universe when online.
   */
  packageRoot: string;
  /**
   * Extra font files to load (committed to the repo). System fonts are never used: only the
   * fonts embedded in the compiler and these.
   */
  fontFiles?: string[];
  /**
   * Set when prepareCompilerEnvironment() already ran on the main thread (worker threads: their
   * process.env is a private copy that the native compiler does not read).
   */
  environmentReady?: boolean;
}

export interface CompileOptions {
  /** 'plain' (default): plainSvg(), static SVG. 'rich': svg(), with the browser viewer's CSS/JS. */
  format?: 'plain' | 'rich';
  /** A Typst selector (e.g. `<label>`) to query in the compiled document; its values come back as `queried`. */
  query?: string;
}

export interface TypstRenderer {
  compile(source: string, files?: ReadonlyArray<{ name: string; content: Uint8Array }>, options?: CompileOptions): CompileOutcome;
}

const SEVERITY: Record<number, Diagnostic['severity']> = { 1: 'error', 2: 'warning', 3: 'info', 4: 'hint' };

/**
 * Points fontconfig (the only way the compiler finds system fonts on Linux) at a config whose
 * single font directory is empty, so no system font is ever loaded. Returns the config path.
 */
function isolateSystemFonts(): string {
  const dir = path.join(os.tmpdir(), 'lilaq-figures-fontconfig');
  const empty = path.join(dir, 'no-fonts');
  fs.mkdirSync(empty, { recursive: true });
  const file = path.join(dir, 'fonts.conf');
  const xml = `<?xml version="1.0"?>\n<fontconfig><dir>${empty}</dir></fontconfig>\n`;
  if (!fs.existsSync(file) || fs.readFileSync(file, 'utf8') !== xml) fs.writeFileSync(file, xml);
  return file;
}

/** The variables prepareCompilerEnvironment() sets, and their values before it first did. */
const COMPILER_VARIABLES = ['XDG_DATA_HOME', 'FONTCONFIG_FILE'] as const;
let outsideValues: Partial<Record<(typeof COMPILER_VARIABLES)[number], string>> | null = null;

/**
 * Sets the two environment variables the native compiler reads when it is created: where
 * packages live, and a fontconfig file that hides all system fonts. Main thread only.
 */
export function prepareCompilerEnvironment(packageRoot: string): void {
  outsideValues ??= Object.fromEntries(
    COMPILER_VARIABLES.flatMap((name) => (process.env[name] === undefined ? [] : [[name, process.env[name]]])),
  );
  process.env.XDG_DATA_HOME = path.resolve(packageRoot);
  process.env.FONTCONFIG_FILE = isolateSystemFonts();
}

/**
 * This process's environment without the compiler's two settings, for programs it starts later (a
 * browser in `npm run bench`): with the compiler's fontconfig file, Chromium would find no fonts.
 */
export function environmentOutsideCompiler(): Record<string, string> {
  const env = Object.fromEntries(Object.entries(process.env).filter((entry): entry is [string, string] => entry[1] !== undefined));
  if (outsideValues === null) return env;
  for (const name of COMPILER_VARIABLES) delete env[name];
  return { ...env, ...outsideValues };
}

export function createTypstRenderer(options: RendererOptions): TypstRenderer {
  if (!options.environmentReady) prepareCompilerEnvironment(options.packageRoot);
  const { NodeCompiler } = require(COMPILER_PACKAGE) as { NodeCompiler: typeof NodeCompilerType };

  // A workspace that never exists on disk: every file the example can read is a shadow file.
  const workspace = path.join(os.tmpdir(), 'lilaq-figures-virtual-workspace');
  const mainPath = path.join(workspace, 'main.typ');
  const fontBlobs = (options.fontFiles ?? []).map((f) => fs.readFileSync(f));
  const compiler = NodeCompiler.create({
    workspace,
    ...(fontBlobs.length > 0 ? { fontArgs: [{ fontBlobs }] } : {}),
  });

  const toDiagnostics = (raw: unknown[]): Diagnostic[] =>
    raw.map((d) => {
      const r = d as {
        message?: string;
        severity?: number;
        package?: string;
        path?: string;
        range?: { start?: { line?: number } } | null;
      };
      const inMain = !r.package && r.path === mainPath;
      return {
        message: r.message ?? String(d),
        severity: SEVERITY[r.severity ?? 1] ?? 'error',
        package: r.package ?? '',
        path: r.path ?? '',
        ...(typeof r.range?.start?.line === 'number' ? { line: r.range.start.line + 1 } : {}),
        ...(inMain && typeof r.range?.start?.line === 'number' ? { mainLine: r.range.start.line } : {}),
      };
    });

  return {
    compile(source, files = [], { format = 'plain', query } = {}) {
      compiler.resetShadow();
      compiler.mapShadow(mainPath, Buffer.from(source, 'utf8'));
      for (const f of files) compiler.mapShadow(path.join(workspace, f.name), Buffer.from(f.content));
      const result = compiler.compile({ mainFilePath: mainPath });
      if (result.hasError() || !result.result) {
        const diagnostics = result.takeDiagnostics();
        const all = diagnostics ? toDiagnostics(compiler.fetchDiagnostics(diagnostics)) : [];
        const fallback: Diagnostic = { message: 'compilation failed', severity: 'error', package: '', path: '' };
        return { ok: false, diagnostics: all.length > 0 ? all : [fallback] };
      }
      const rawWarnings = result.takeWarnings();
      const warnings = rawWarnings ? toDiagnostics(compiler.fetchDiagnostics(rawWarnings)) : [];
      const svg = format === 'rich' ? compiler.svg(result.result) : compiler.plainSvg(result.result);
      if (query === undefined) return { ok: true, svg, warnings };
      const queried = (compiler.query(result.result, { selector: query }) as Array<{ value?: unknown }>).map((m) => m.value);
      return { ok: true, svg, warnings, queried };
    },
  };
}
