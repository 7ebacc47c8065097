/**
 * What `npm run dev` knows about an example whose figure is not in the store yet. The dev figure
 * watcher (lib/figures/build/dev-figures.ts) writes one small JSON file per example it could not
 * render; the remark plugin, in dev mode only, reads it and shows the state at the example instead
 * of failing the page. `npm run build`, the tests and CI never set dev mode, so they stay strict.
 */
import fs from 'node:fs';
import path from 'node:path';

/** Set by lib/tooling/cli/dev.ts for contentlayer and next dev; nothing else sets it. */
export const DEV_FIGURES_ENV = 'LILAQ_DEV_FIGURES';

export function devFiguresEnabled(env: NodeJS.ProcessEnv = process.env): boolean {
  return env[DEV_FIGURES_ENV] === '1';
}

export type DevFigureState =
  /** Not rendered yet: the watcher is compiling it (the page reloads when it is done). */
  | { state: 'pending' }
  /** Typst failed; `message` is Typst's, prefixed with the MDX `file:line`. */
  | { state: 'error'; message: string }
  /** The Typst packages are neither in .typst-packages/ nor downloadable. */
  | { state: 'no-packages'; message: string }
  /** Needs komet's WASM plugin, which is not available here. */
  | { state: 'unavailable'; message: string };

/** Git-ignored folder of the watcher's notes, one `<light hash>.json` per example. */
export function devStateDir(root: string): string {
  return path.join(root, '.cache', 'dev-figures');
}

const fileOf = (dir: string, key: string) => path.join(dir, `${key}.json`);

/** The watcher's note on an example; `pending` when there is none (not compiled yet). */
export function readDevState(dir: string, key: string): DevFigureState {
  try {
    return JSON.parse(fs.readFileSync(fileOf(dir, key), 'utf8')) as DevFigureState;
  } catch {
    return { state: 'pending' };
  }
}

export function writeDevState(dir: string, key: string, state: Exclude<DevFigureState, { state: 'pending' }>): void {
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(fileOf(dir, key), `${JSON.stringify(state)}\n`);
}

export function clearDevState(dir: string, key: string): void {
  fs.rmSync(fileOf(dir, key), { force: true });
}
