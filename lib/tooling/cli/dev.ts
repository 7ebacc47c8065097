/**
 * `npm run dev`: contentlayer2 in watch mode next to `next dev`, so an edited .mdx file is
 * re-indexed and the open page updates without a restart. Ctrl+C stops both.
 *
 * Examples render while you write: the children run the remark plugin in dev mode (an example
 * without its figure shows a note instead of failing the page), and the figure watcher here
 * renders the figures of each saved file into public/figures, then touches the file so that
 * contentlayer rebuilds the page with them. Packages come from .typst-packages/ (or
 * LILAQ_TYPST_PACKAGES, a Typst data home; the tests point it at fixture packages), or are
 * downloaded from Typst Universe when online.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { environmentOutsideCompiler } from '../../figures/compiler';
import { projectPaths } from '../../figures/config';
import { DEV_FIGURES_ENV } from '../../figures/dev-state';
import { listMdxFiles } from '../../figures/mdx-examples';
import { DevFigures } from '../../figures/build/dev-figures';
import { writeLiveAssets } from '../../live/build/export-assets';

// The live editor's compiler and fonts are served from public/live (git-ignored).
writeLiveAssets(path.join(process.cwd(), 'public'));

// The compiler of the watcher below changes this process's environment; the children get the one
// they would have had, plus dev mode for the remark plugin.
const childEnv = Object.assign({} as NodeJS.ProcessEnv, environmentOutsideCompiler(), { [DEV_FIGURES_ENV]: '1' });
const children: ChildProcess[] = [
  spawn('npx', ['contentlayer2', 'dev'], { stdio: 'inherit', env: childEnv }),
  spawn('npx', ['next', 'dev', ...process.argv.slice(2)], { stdio: 'inherit', env: childEnv }),
];

const stop = (code = 0) => {
  for (const child of children) child.kill('SIGTERM');
  process.exit(code);
};
process.on('SIGINT', () => stop());
process.on('SIGTERM', () => stop());
for (const child of children) child.on('exit', (code) => stop(code ?? 0));

const paths = projectPaths();
const packageRoot = path.resolve(process.env.LILAQ_TYPST_PACKAGES ?? paths.packageRoot);
const figures = new DevFigures(paths, packageRoot);

/** Renders what one file lacks; when the page would change, touches the file so contentlayer rebuilds it. */
function update(file: string): void {
  const start = performance.now();
  let result;
  try {
    result = figures.updateFile(file);
  } catch (error) {
    console.error(`figures: ${path.relative(paths.root, file)}: ${(error as Error).message}`);
    return;
  }
  for (const note of result.notes) console.warn(`figures: ${note}`);
  if (result.rendered.length > 0 || result.removed.length > 0) {
    const ms = Math.round(performance.now() - start);
    console.log(`figures: ${result.file}: rendered ${result.rendered.length}, removed ${result.removed.length} (${ms} ms)`);
  }
  // contentlayer keys its cache on the file's mtime: a new mtime rebuilds the page.
  if (result.changed && fs.existsSync(file)) {
    const now = new Date();
    fs.utimesSync(file, now, now);
  }
}

// Saves arrive as several events (editors write, rename, chmod): one update per file and burst.
const pending = new Map<string, NodeJS.Timeout>();
fs.watch(paths.contentDir, { recursive: true }, (_event, name) => {
  if (!name || !name.endsWith('.mdx')) return;
  const file = path.join(paths.contentDir, name);
  clearTimeout(pending.get(file));
  pending.set(
    file,
    setTimeout(() => {
      pending.delete(file);
      update(file);
    }, 30),
  );
});

// Figures missing since before this session (edits made with the server stopped).
setImmediate(() => {
  for (const file of listMdxFiles(paths.contentDir)) update(file);
  figures.warmUp();
});
