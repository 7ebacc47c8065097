/**
 * The figure watcher of `npm run dev`: when an MDX file is saved, renders the figures its examples
 * lack (and a failing example's message) into the store (public/figures, content-addressed, so a commit carries them) with one warm
 * compiler, and leaves a note (dev-state.ts) for each example it could not render, which the
 * remark plugin shows at the example. Figures written for an example that was edited again before
 * a commit are removed, so the store holds no orphans from a writing session.
 */
import fs from 'node:fs';
import path from 'node:path';
import { compilerVersion, createTypstRenderer, type TypstRenderer } from '../compiler';
import type { ProjectPaths } from '../config';
import { clearDevState, devStateDir, readDevState, writeDevState, type DevFigureState } from '../dev-state';
import { failureFileName, serializeFailure } from '../failure';
import { VARIANTS } from '../hash';
import { formatLocation, relativeToRoot, type PreparedExample } from '../prepare';
import { listStore, readUnavailable } from '../store';
import { renderExample, type ExampleRender } from './render';
import { scanFiles } from './scan';

export interface DevFileUpdate {
  /** MDX file relative to the root. */
  file: string;
  /** Store files written (two figures per example, one message per failing example). */
  rendered: string[];
  /** Figure files of this session no longer used by any example. */
  removed: string[];
  /** Notes written, `file:line: …` (errors, missing packages). */
  notes: string[];
  /** Something the page shows changed: it has to be rebuilt. */
  changed: boolean;
}

const MISSING_PACKAGE = /failed to download package|package not found|failed to load package/i;

/** What the page says about an example that failed to render. */
export function failureState(
  example: PreparedExample,
  render: Extract<ExampleRender, { kind: 'unavailable' | 'error' }>,
): Exclude<DevFigureState, { state: 'pending' }> {
  if (render.kind === 'unavailable') {
    return {
      state: 'unavailable',
      message: `${formatLocation(example.location)}: ${render.reason}; \`npm run figures\` records it in lib/figures/unavailable.json`,
    };
  }
  return MISSING_PACKAGE.test(render.message)
    ? { state: 'no-packages', message: render.message }
    : { state: 'error', message: render.message };
}

/**
 * Figures this session wrote for a file that neither that file nor any other file of the session
 * uses any more. (Figures it did not write were in the store before, so something else may use them.)
 */
export function sessionOrphans(
  writtenForFile: ReadonlySet<string>,
  usedByFile: ReadonlySet<string>,
  writtenForOthers: Iterable<ReadonlySet<string>>,
): string[] {
  const elsewhere = new Set<string>();
  for (const set of writtenForOthers) for (const name of set) elsewhere.add(name);
  return [...writtenForFile].filter((name) => !usedByFile.has(name) && !elsewhere.has(name));
}

const sameState = (a: DevFigureState, b: DevFigureState) => JSON.stringify(a) === JSON.stringify(b);

export class DevFigures {
  private renderer?: TypstRenderer;
  private readonly version = compilerVersion();
  private readonly stateDir: string;
  /** Per MDX file (absolute): figure files this session wrote for it and its examples still use. */
  private readonly written = new Map<string, Set<string>>();

  constructor(
    private readonly paths: ProjectPaths,
    private readonly packageRoot: string = paths.packageRoot,
  ) {
    this.stateDir = devStateDir(paths.root);
  }

  /** Brings the store and the notes of one MDX file (absolute path; may have been deleted) up to date. */
  updateFile(mdxPath: string): DevFileUpdate {
    const update: DevFileUpdate = { file: relativeToRoot(this.paths.root, mdxPath), rendered: [], removed: [], notes: [], changed: false };
    const scan = fs.existsSync(mdxPath)
      ? scanFiles(this.paths.root, [mdxPath], this.version, this.paths.releases)
      : { examples: [], errors: [] };
    update.notes.push(...scan.errors);
    const listing = listStore(this.paths.figuresDir, this.paths.dataDir);
    const record = readUnavailable(this.paths.unavailableFile);
    const written = this.written.get(mdxPath) ?? new Set<string>();
    const used = new Set<string>();

    for (const example of scan.examples) {
      this.copyData(example, listing.data);
      // A failing example's store file is its message; the others' are both figure variants.
      const names = example.fails ? [failureFileName(example.key)] : VARIANTS.map((v) => example.variants[v].fileName);
      for (const name of names) used.add(name);
      if ((record[example.key] && !example.fails) || names.every((name) => listing.figures.has(name))) continue;
      const result = renderExample(this.compiler(), example);
      const before = readDevState(this.stateDir, example.key);
      if (result.kind === 'ok' || result.kind === 'failed') {
        fs.mkdirSync(this.paths.figuresDir, { recursive: true });
        const files =
          result.kind === 'ok'
            ? result.figures.map(({ variant, svg }) => ({ name: example.variants[variant].fileName, text: svg }))
            : [{ name: names[0]!, text: serializeFailure(result.failure) }];
        for (const { name, text } of files) {
          fs.writeFileSync(path.join(this.paths.figuresDir, name), text);
          written.add(name);
          update.rendered.push(name);
        }
        clearDevState(this.stateDir, example.key);
        update.changed = true;
        continue;
      }
      const state = failureState(example, result);
      update.notes.push(state.message);
      if (!sameState(before, state)) {
        writeDevState(this.stateDir, example.key, state);
        update.changed = true;
      }
    }

    const others = [...this.written].filter(([file]) => file !== mdxPath).map(([, set]) => set);
    for (const name of sessionOrphans(written, used, others)) {
      fs.rmSync(path.join(this.paths.figuresDir, name), { force: true });
      written.delete(name);
      update.removed.push(name);
    }
    this.written.set(mdxPath, written);
    return update;
  }

  /** Creates the compiler and compiles a trivial page, so the first saved example does not pay for loading fonts. */
  warmUp(): void {
    this.compiler().compile('#set page(width: auto, height: auto)\nwarm');
  }

  /** One compiler for the whole session, created on first use. */
  private compiler(): TypstRenderer {
    this.renderer ??= createTypstRenderer({ packageRoot: this.packageRoot });
    return this.renderer;
  }

  private copyData(example: PreparedExample, stored: ReadonlySet<string>): void {
    for (const d of example.data) {
      if (stored.has(d.relPath)) continue;
      const target = path.join(this.paths.dataDir, ...d.relPath.split('/'));
      fs.mkdirSync(path.dirname(target), { recursive: true });
      fs.writeFileSync(target, d.content);
    }
  }
}
