/**
 * `npm run dev`: contentlayer2 in watch mode next to `next dev`, so an edited .mdx file is
 * re-indexed and the open page updates without a restart. Ctrl+C (SIGINT) or SIGTERM stops both
 * with every process they started.
 *
 * Examples render while you write: the children run the remark plugin in dev mode (an example
 * without its figure shows a note instead of failing the page), and the figure watcher here
 * renders the figures of each saved file into public/figures, then touches the file so that
 * contentlayer rebuilds the page with them. Packages come from .typst-packages/ (or
 * LILAQ_TYPST_PACKAGES, a Typst data home; the tests point it at fixture packages), or are
 * downloaded from Typst Universe when online.
 *
 * The content cache cannot stop updates (lib/tooling/dev/README.md): a broken one is removed before
 * contentlayer starts, after it stops, and whenever it reports one (then it restarts), and files
 * saved or touched during its first generation are touched again once it watches. next dev reads
 * a copy of contentlayer's output that changes one whole file at a time (same README).
 */
import fs from 'node:fs';
import path from 'node:path';
import { environmentOutsideCompiler } from '../../figures/compiler';
import { projectPaths } from '../../figures/config';
import { DEV_FIGURES_ENV } from '../../figures/dev-state';
import { listMdxFiles } from '../../figures/mdx-examples';
import { DevFigures } from '../../figures/build/dev-figures';
import { writeLiveAssets } from '../../live/build/export-assets';
import { DEV_CONTENT_ERROR_PATH, type DevContentError } from '../../dev-content-error';
import { type GroupChild, killGroupNow, spawnGroup, stopGroup } from '../dev/child-group';
import { describeRemovedCache, removeBrokenContentCache } from '../dev/content-cache';
import { ContentErrorReport } from '../dev/content-error-report';
import { ContentTouches } from '../dev/content-touches';
import { SnapshotIncomplete, syncSnapshot } from '../dev/content-snapshot';
import { readContentlayerLine } from '../dev/contentlayer-log';

const paths = projectPaths();
const bin = (name: string) => path.join(paths.root, 'node_modules', '.bin', name);

// next dev reads a copy of contentlayer's output (next.config.mjs aliases 'contentlayer/generated'
// to it): contentlayer removes and rewrites every generated file at each generation, the copy
// changes one whole file at a time (lib/tooling/dev/content-snapshot.ts).
const generatedDir = path.join(paths.root, '.contentlayer', 'generated');
const CONTENT_COPY = '.contentlayer-dev/generated';

// The live editor's compiler and fonts are served from public/live (git-ignored).
writeLiveAssets(path.join(paths.root, 'public'));

// The compiler of the watcher below changes this process's environment; the children get the one
// they would have had, plus dev mode for the remark plugin (and colours when a terminal shows them).
const childEnv = Object.assign({} as NodeJS.ProcessEnv, environmentOutsideCompiler(), {
  [DEV_FIGURES_ENV]: '1',
  LILAQ_CONTENT_COPY: CONTENT_COPY,
  ...(process.stdout.isTTY ? { FORCE_COLOR: '1' } : {}),
});

const touches = new ContentTouches({
  touch: (file) => {
    const absolute = path.join(paths.contentDir, file);
    // contentlayer keys its cache on the file's mtime: a new mtime rebuilds the page.
    if (!fs.existsSync(absolute)) return;
    const now = new Date();
    fs.utimesSync(absolute, now, now);
  },
  warn: (message) => console.warn(`dev: ${message}`),
});

const children: { contentlayer?: GroupChild; next?: GroupChild } = {};
const pending = new Map<string, NodeJS.Timeout>();
let stopping = false;
let restarting = false;
let cacheRestarts = 0;
let failureNote: NodeJS.Timeout | undefined;

// What contentlayer said of a failed generation, for the open page (lib/dev-content-error.ts).
const errorReport = new ContentErrorReport();
const errorFile = path.join(paths.root, 'public', DEV_CONTENT_ERROR_PATH);

/** Shows `message` on the open page, or takes the shown error away (null). */
function publishContentError(message: string | null): void {
  if (message === null) {
    fs.rmSync(errorFile, { force: true });
    return;
  }
  const report: DevContentError = { message, at: new Date().toISOString() };
  fs.mkdirSync(path.dirname(errorFile), { recursive: true });
  // Written whole and renamed, so the page never reads half of it.
  fs.writeFileSync(`${errorFile}.tmp`, JSON.stringify(report));
  fs.renameSync(`${errorFile}.tmp`, errorFile);
}

/** Brings the copy next dev reads up to contentlayer's last generation. */
function copyContent(): void {
  try {
    syncSnapshot(generatedDir, path.join(paths.root, CONTENT_COPY));
  } catch (error) {
    // A generation started meanwhile: its own end copies it.
    if (error instanceof SnapshotIncomplete) return;
    console.error(`dev: could not copy contentlayer's output for next dev: ${(error as Error).message}`);
  }
}

/** Removes a broken content cache, one line for each; true when there was one. */
function removeBrokenCache(): boolean {
  const broken = removeBrokenContentCache(paths.root);
  for (const cache of broken) console.warn(describeRemovedCache(cache));
  return broken.length > 0;
}

function startContentlayer(): GroupChild {
  const child = spawnGroup('contentlayer', bin('contentlayer2'), ['dev'], { env: childEnv, onLine: onContentlayerLine });
  void child.exited.then((code) => {
    if (!stopping && children.contentlayer === child) void stop(typeof code === 'number' && code !== 0 ? code : 1);
  });
  return child;
}

function onContentlayerLine(line: string): void {
  const event = readContentlayerLine(line);
  errorReport.feed(line, event);
  if (event?.kind === 'generated') {
    cacheRestarts = 0;
    copyContent();
    publishContentError(null);
    touches.generated();
  } else if (event?.kind === 'file') touches.fileSeen(event.file);
  else if (event?.kind === 'cache-error') {
    clearTimeout(failureNote);
    failureNote = undefined;
    void restartContentlayer();
  } else if (event?.kind === 'error' && failureNote === undefined) {
    // The first line of an error block; a cache error names itself a few lines further down.
    failureNote = setTimeout(() => {
      failureNote = undefined;
      console.error('dev: contentlayer failed (above): pages keep their last good content until that is fixed');
      publishContentError(errorReport.text() || line);
    }, 500);
  }
}

/** The watch has stopped on a cache it could not read: stop it, remove the cache, start it afresh. */
async function restartContentlayer(): Promise<void> {
  const old = children.contentlayer;
  // A fresh cache that fails again is not the cache's fault: contentlayer's message stands.
  if (stopping || restarting || !old || ++cacheRestarts > 2) return;
  restarting = true;
  touches.restarted();
  children.contentlayer = undefined;
  await stopGroup(old);
  // Another process (`npm run build` beside it) may have been writing a cache that is whole by now.
  if (!removeBrokenCache()) console.warn('dev: contentlayer could not read its content cache while it was being written: restarted it');
  if (!stopping) children.contentlayer = startContentlayer();
  restarting = false;
}

/** Stops the watcher, then both children with their processes; a cache cut short by the stop goes too. */
async function stop(code = 0): Promise<void> {
  if (stopping) return;
  stopping = true;
  watcher.close();
  touches.stop();
  clearTimeout(failureNote);
  for (const timer of pending.values()) clearTimeout(timer);
  await Promise.all(Object.values(children).map((child) => child && stopGroup(child)));
  removeBrokenCache();
  publishContentError(null);
  process.exit(code);
}
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
// A crash of this process still tells the children to stop.
process.on('exit', () => Object.values(children).forEach((child) => child && killGroupNow(child)));

removeBrokenCache();
publishContentError(null);
// The last generation of an earlier session or build serves until this session's first one.
if (fs.existsSync(generatedDir)) copyContent();
children.contentlayer = startContentlayer();
children.next = spawnGroup('next', bin('next'), ['dev', ...process.argv.slice(2)], { env: childEnv });
void children.next.exited.then((code) => {
  if (!stopping) void stop(typeof code === 'number' ? code : 1);
});

const figures = new DevFigures(paths, path.resolve(process.env.LILAQ_TYPST_PACKAGES ?? paths.packageRoot));

/** Renders what one file lacks; when the page would change, has contentlayer re-read the file. */
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
  if (result.changed) touches.request(contentPath(file));
}

const contentPath = (file: string) => path.relative(paths.contentDir, file).split(path.sep).join('/');

// Saves arrive as several events (editors write, rename, chmod): one update per file and burst.
const watcher = fs.watch(paths.contentDir, { recursive: true }, (_event, name) => {
  if (stopping || !name || !name.endsWith('.mdx')) return;
  const file = path.join(paths.contentDir, name);
  // contentlayer does not watch yet: it would never see this save.
  if (!touches.isReady) touches.request(contentPath(file));
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
  for (const file of listMdxFiles(paths.contentDir)) {
    if (stopping) return;
    update(file);
  }
  figures.warmUp();
});
