/**
 * The floor of the site bench: a bare Next app of the installed Next version (static export,
 * default configuration, one page of 40 paragraphs, no client component), built once per Next
 * version into .bench-cache/floor-<version>/ (git-ignored) and measured beside the site's pages in
 * the same run, so a page's blocking time is judged against what the framework alone costs on
 * this host: see lib/tooling/bench/README.md.
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/** Paragraphs on the floor's page: about the text of a short docs page, without any of its components. */
export const floorParagraphs = 40;

/** The sentences a paragraph is made of; the paragraph's number makes each paragraph's text its own. */
const sentences = [
  'This page is the floor of the site bench: a Next app with nothing of its own but text.',
  'It is exported as static files and served by the same local server as the site.',
  'Lighthouse loads it with the same settings, between the pages it measures.',
  'What blocks the main thread here is the framework: its runtime, React, and the hydration of plain text.',
];

export interface FloorOptions {
  /**
   * Turbopack's root, only where the app's modules are outside the folder Next would take as the
   * root (a git worktree whose node_modules is a link to another checkout). Next's default otherwise.
   */
  turbopackRoot?: string;
}

/** The app's files, by path inside its folder: everything it is made of. */
export function floorFiles(options: FloorOptions = {}): Record<string, string> {
  const paragraphs = Array.from(
    { length: floorParagraphs },
    (_, i) => `      <p>\n        ${i + 1}. ${sentences.map((_s, j) => sentences[(i + j) % sentences.length]).join(' ')}\n      </p>`,
  );
  const config =
    options.turbopackRoot === undefined
      ? `export default { output: 'export' };\n`
      : `// Only where Next would otherwise refuse the linked node_modules: it changes no output.\nexport default { output: 'export', turbopack: { root: ${JSON.stringify(options.turbopackRoot)} } };\n`;
  return {
    'package.json': `${JSON.stringify({ name: 'bench-floor', private: true }, null, 2)}\n`,
    'next.config.mjs': config,
    'app/layout.jsx': [
      `export const metadata = { title: 'Bench floor', description: 'A bare Next page the site bench measures its pages against.' };`,
      '',
      'export default function RootLayout({ children }) {',
      '  return (',
      '    <html lang="en">',
      '      <body>{children}</body>',
      '    </html>',
      '  );',
      '}',
      '',
    ].join('\n'),
    'app/page.jsx': [
      'export default function Page() {',
      '  return (',
      '    <main>',
      '      <h1>Bench floor</h1>',
      ...paragraphs,
      '    </main>',
      '  );',
      '}',
      '',
    ].join('\n'),
  };
}

/** The installed version of a package, as resolved from the project. */
function installedVersion(projectRoot: string, name: string): string {
  const require = createRequire(path.join(projectRoot, 'package.json'));
  return (require(`${name}/package.json`) as { version: string }).version;
}

/**
 * The nearest folder holding both paths: where Turbopack's root must be for the app to read its
 * modules through a linked node_modules.
 */
export function commonAncestor(a: string, b: string): string {
  const pa = path.resolve(a).split(path.sep);
  const pb = path.resolve(b).split(path.sep);
  let i = 0;
  while (i < pa.length && i < pb.length && pa[i] === pb[i]) i += 1;
  return pa.slice(0, i).join(path.sep) || path.sep;
}

export interface BuiltFloor {
  /** The exported site to serve. */
  outDir: string;
  nextVersion: string;
  /** False when the cached build was used. */
  built: boolean;
}

/**
 * Builds the floor app with the project's `next` unless the cache holds a build of the same
 * files, Next and React. Throws with Next's output when the build fails.
 */
export function buildFloor(projectRoot: string = process.cwd()): BuiltFloor {
  const nextVersion = installedVersion(projectRoot, 'next');
  const reactVersion = installedVersion(projectRoot, 'react');
  const dir = path.join(projectRoot, '.bench-cache', `floor-${nextVersion}`);
  const modules = fs.realpathSync(path.join(projectRoot, 'node_modules'));
  const linked = path.relative(projectRoot, modules).startsWith('..');
  const files = floorFiles(linked ? { turbopackRoot: commonAncestor(projectRoot, modules) } : {});
  const stamp = createHash('sha256').update(JSON.stringify({ nextVersion, reactVersion, files })).digest('hex');
  const outDir = path.join(dir, 'out');
  const stampFile = path.join(dir, 'stamp');
  if (fs.existsSync(path.join(outDir, 'index.html')) && fs.existsSync(stampFile) && fs.readFileSync(stampFile, 'utf8') === stamp) {
    return { outDir, nextVersion, built: false };
  }
  fs.rmSync(dir, { recursive: true, force: true });
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), text);
  }
  const next = path.join(projectRoot, 'node_modules', '.bin', 'next');
  const result = spawnSync(next, ['build'], { cwd: dir, encoding: 'utf8', env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' } });
  if (result.status !== 0 || !fs.existsSync(path.join(outDir, 'index.html')))
    throw new Error(`Building the bench floor (Next ${nextVersion}) in ${dir} failed:\n${result.stdout}\n${result.stderr}`);
  fs.writeFileSync(stampFile, stamp);
  return { outDir, nextVersion, built: true };
}
