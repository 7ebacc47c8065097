/**
 * `npm run figures` end to end on a temporary project, compiling for real with the fixture
 * package home (tinypkg, and a komet stub whose WASM file is missing, as komet's is here).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createFixturePackageHome } from './fixture-packages';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CURRENT_RELEASE } from '../../docs/versions';
import { checkAll } from '../check';
import { compilerVersion } from '../compiler';
import { projectPaths, type ProjectPaths } from '../config';
import { scanContent } from './scan';
import { failureFileName, readFailure } from '../failure';
import { listStore, readUnavailable } from '../store';
import { updateStore } from './update-store';

const FIXTURE_HOME = createFixturePackageHome();
let paths: ProjectPaths;

const page = (body: string) => `---\ntitle: T\ndescription: D.\n---\n\n${body}\n`;
const GOOD = '```typ example data="t.csv"\n#import "@preview/tinypkg:0.1.0": badge\n#badge[#csv("t.csv").len() rows]\n```';
const KOMET = '```typ example\n#import "@preview/komet:0.1.0"\n#komet.median((1, 2, 3))\n```';
const BROKEN = 'Intro.\n\n```typ example\nFine line\n#nope()\n```';
/** Fails inside the package: the message is the package's assertion, the line the call's (3 with the import). */
const FAILS =
  '```typ example fails\n>>> #let hidden = 1\n#import "@preview/tinypkg:0.1.0": strict-badge\nA badge:\n#strict-badge("text")\n```';
/** Typst's own error with its hints. */
const FAILS_WITH_HINTS = '```typ example fails\n$ab$\n```';

function write(rel: string, content: string) {
  const file = path.join(paths.contentDir, rel);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, content);
}

function check() {
  const scan = scanContent(paths.root, paths.contentDir, compilerVersion(), paths.releases);
  return checkAll(scan.examples, listStore(paths.figuresDir, paths.dataDir), readUnavailable(paths.unavailableFile));
}

beforeEach(() => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'figures-store-'));
  // The fixture home holds one Lilaq: docs pages are compiled for it alone.
  paths = { ...projectPaths(root), packageRoot: FIXTURE_HOME, releases: [CURRENT_RELEASE] };
  fs.mkdirSync(path.dirname(paths.unavailableFile), { recursive: true });
});
afterEach(() => fs.rmSync(paths.root, { recursive: true }));

describe('updateStore', () => {
  it('renders, records komet-unavailable examples, copies data, then removes orphans', async () => {
    write('docs/a.mdx', page(`${GOOD}\n\n${KOMET}`));
    write('docs/t.csv', '1,2\n3,4\n');
    const first = await updateStore({ paths });
    expect(first.errors).toEqual([]);
    expect(first.rendered).toBe(2);
    expect(first.dataCopied).toBe(1);
    expect(first.unavailable).toEqual([expect.stringMatching(/^content\/docs\/a\.mdx:11 \(needs @preview\/komet:0\.1\.0/)]);
    expect(Object.values(readUnavailable(paths.unavailableFile))).toEqual([
      { file: 'content/docs/a.mdx', line: 11, reason: expect.stringContaining('@preview/komet:0.1.0') },
    ]);
    expect(check().problems).toEqual([]);

    // Nothing to do on a second run.
    const second = await updateStore({ paths });
    expect(second.rendered).toBe(0);
    expect(second.reused).toBe(2);

    // Editing the data file changes the figure: the old one and the old data copy are orphans.
    write('docs/t.csv', '1,2\n');
    expect(check().problems.some((p) => p.startsWith('content/docs/a.mdx:6: Typst example has no current figure'))).toBe(true);
    const third = await updateStore({ paths });
    expect(third.rendered).toBe(2);
    expect(third.removed).toHaveLength(3);
    expect(check().problems).toEqual([]);

    // Removing the komet example removes its record.
    write('docs/a.mdx', page(GOOD));
    const fourth = await updateStore({ paths });
    expect(fourth.removed).toEqual([expect.stringMatching(/^lib\/figures\/unavailable\.json entry [0-9a-f]{16}$/)]);
    expect(readUnavailable(paths.unavailableFile)).toEqual({});
  });

  it("fails with Typst's message at the MDX file:line and keeps the store as it was", async () => {
    write('docs/a.mdx', page(GOOD));
    write('docs/t.csv', '1\n');
    await updateStore({ paths });
    const before = fs.readdirSync(paths.figuresDir).sort();
    write('docs/a.mdx', page(BROKEN));
    const summary = await updateStore({ paths });
    expect(summary.errors).toEqual([expect.stringMatching(/^content\/docs\/a\.mdx:10: error \(light variant\): unknown variable: nope/)]);
    expect(fs.readdirSync(paths.figuresDir).sort()).toEqual(before);
  });

  it("stores a failing example's message (error, hints, shown line), checks it and prunes it when the code changes", async () => {
    write('docs/a.mdx', page(`${FAILS}\n\n${FAILS_WITH_HINTS}`));
    expect(check().problems).toEqual([
      expect.stringMatching(
        /^content\/docs\/a\.mdx:6: failing Typst example has no current message \(missing public\/figures\/[0-9a-f]{16}-error\.json\)/,
      ),
      expect.stringMatching(/^content\/docs\/a\.mdx:13: failing Typst example has no current message/),
    ]);
    const first = await updateStore({ paths });
    expect(first.errors).toEqual([]);
    expect(first.failures).toBe(2);
    expect(first.rendered).toBe(0);
    const [assertion, hinted] = scanContent(paths.root, paths.contentDir, compilerVersion(), paths.releases).examples;
    expect(readFailure(paths.figuresDir, assertion!.key)).toEqual({
      message: 'assertion failed: strict-badge() takes content, found string',
      hints: [],
      line: 3,
    });
    const withHints = readFailure(paths.figuresDir, hinted!.key);
    expect(withHints?.message).toBe('unknown variable: ab');
    expect(withHints?.hints).toEqual([expect.stringContaining('try adding spaces between each letter')]);
    expect(withHints?.hints.every((hint) => !hint.startsWith('hint:'))).toBe(true);
    expect(check().problems).toEqual([]);
    expect((await updateStore({ paths })).failures).toBe(0);

    // A changed failing example is a new message; the old one is an orphan that the next run removes.
    write('docs/a.mdx', page(FAILS.replace('"text"', '"other text"')));
    const [changed] = scanContent(paths.root, paths.contentDir, compilerVersion(), paths.releases).examples;
    expect(check().problems).toContainEqual(expect.stringContaining(`missing public/figures/${failureFileName(changed!.key)}`));
    const second = await updateStore({ paths });
    expect(second.failures).toBe(1);
    expect(second.removed).toHaveLength(2);
    expect(check().problems).toEqual([]);
  });

  it('fails loudly when an example marked `fails` compiles, and stores nothing for it', async () => {
    write('docs/a.mdx', page('```typ example fails\nThis compiles.\n```'));
    const summary = await updateStore({ paths });
    expect(summary.errors).toEqual([
      expect.stringMatching(/^content\/docs\/a\.mdx:6: Typst example is marked `fails` but compiled without an error/),
    ]);
    expect(fs.existsSync(paths.figuresDir) ? fs.readdirSync(paths.figuresDir) : []).toEqual([]);
  });
});
