/**
 * The figure watcher of `npm run dev` on a temporary project, compiling for real with the fixture
 * package home (tinypkg, and a komet stub whose WASM file is missing).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CURRENT_RELEASE } from '../../docs/versions';
import { checkAll } from '../check';
import { compilerVersion } from '../compiler';
import { projectPaths, type ProjectPaths } from '../config';
import { devStateDir, readDevState } from '../dev-state';
import { listStore, readUnavailable } from '../store';
import { DevFigures, sessionOrphans } from './dev-figures';
import { createFixturePackageHome } from './fixture-packages';
import { scanContent } from './scan';

const FIXTURE_HOME = createFixturePackageHome();
let paths: ProjectPaths;

const page = (body: string) => `---\ntitle: T\ndescription: D.\n---\n\n${body}\n`;
const badge = (text: string) => `\`\`\`typ example\n#import "@preview/tinypkg:0.1.0": badge\n#badge[${text}]\n\`\`\``;
const BROKEN = '```typ example\nFine line\n#nope()\n```';

function write(rel: string, content: string): string {
  const file = path.join(paths.contentDir, rel);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, content);
  return file;
}

const stored = () => [...listStore(paths.figuresDir, paths.dataDir).figures].sort();
const examples = () => scanContent(paths.root, paths.contentDir, compilerVersion(), paths.releases).examples;

beforeEach(() => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'figures-dev-'));
  // The fixture home holds one Lilaq: docs pages are compiled for it alone.
  paths = { ...projectPaths(root), packageRoot: FIXTURE_HOME, releases: [CURRENT_RELEASE] };
});
afterEach(() => fs.rmSync(paths.root, { recursive: true }));

describe('DevFigures', () => {
  it('renders a saved example into the store, then does nothing until the file changes', () => {
    const file = write('docs/a.mdx', page(badge('one')));
    const dev = new DevFigures(paths);
    const first = dev.updateFile(file);
    expect(first).toMatchObject({ file: 'content/docs/a.mdx', notes: [], changed: true });
    expect(first.rendered).toHaveLength(2);
    expect(stored()).toEqual([...first.rendered].sort());
    expect(checkAll(examples(), listStore(paths.figuresDir, paths.dataDir), readUnavailable(paths.unavailableFile)).problems).toEqual([]);
    expect(dev.updateFile(file)).toMatchObject({ rendered: [], removed: [], changed: false });
  });

  it('replaces the figures of an example edited twice, keeping the store free of orphans', () => {
    const file = write('docs/a.mdx', page(badge('one')));
    const dev = new DevFigures(paths);
    const first = dev.updateFile(file).rendered;
    write('docs/a.mdx', page(badge('two')));
    const second = dev.updateFile(file);
    expect(second.removed.sort()).toEqual([...first].sort());
    expect(stored()).toEqual([...second.rendered].sort());
  });

  it('notes a compile error with Typst message and MDX file:line and writes it once', () => {
    const file = write('docs/b.mdx', page(`Intro.\n\n${BROKEN}`));
    const dev = new DevFigures(paths);
    const update = dev.updateFile(file);
    expect(update.changed).toBe(true);
    expect(update.notes).toEqual([expect.stringMatching(/^content\/docs\/b\.mdx:10: error \(light variant\): unknown variable: nope/)]);
    const [example] = examples();
    expect(readDevState(devStateDir(paths.root), example!.key)).toEqual({ state: 'error', message: update.notes[0] });
    // The same error again changes nothing on the page: no rebuild, no loop with the watcher.
    expect(dev.updateFile(file).changed).toBe(false);
  });

  it('says the packages are missing when they are neither installed nor downloadable', () => {
    const emptyHome = fs.mkdtempSync(path.join(os.tmpdir(), 'no-packages-'));
    const file = write('docs/c.mdx', page(badge('x').replace('tinypkg', 'absentpkg')));
    const update = new DevFigures(paths, emptyHome).updateFile(file);
    const [example] = examples();
    expect(readDevState(devStateDir(paths.root), example!.key)).toMatchObject({ state: 'no-packages' });
    expect(update.notes[0]).toMatch(/^content\/docs\/c\.mdx:\d+: .*package/);
    expect(stored()).toEqual([]);
  });
});

describe('sessionOrphans', () => {
  it('removes only what the session wrote and nothing uses', () => {
    expect(sessionOrphans(new Set(['a', 'b', 'c']), new Set(['a']), [new Set(['c'])])).toEqual(['b']);
  });
});
