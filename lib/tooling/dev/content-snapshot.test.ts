import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SnapshotIncomplete, syncSnapshot, writeOrder } from './content-snapshot';

let root = '';
const source = () => path.join(root, 'generated');
const target = () => path.join(root, 'copy');

function write(dir: string, files: Record<string, string>): void {
  for (const [file, content] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), content);
  }
}
const read = (file: string) => fs.readFileSync(path.join(target(), file), 'utf8');

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'content-copy-'));
});
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

describe('syncSnapshot', () => {
  it('copies a first generation whole, then only the files whose content changed', () => {
    write(source(), {
      'index.mjs': "export * from './Doc/_index.mjs'",
      'Doc/_index.mjs': "import a from './a.json'",
      'Doc/a.json': '{"title":"A"}',
      'Doc/b.json': '{"title":"B"}',
    });
    expect(syncSnapshot(source(), target()).written.sort()).toEqual(['Doc/_index.mjs', 'Doc/a.json', 'Doc/b.json', 'index.mjs']);
    // contentlayer rewrites every file; the copy changes where the content did.
    write(source(), { 'index.mjs': "export * from './Doc/_index.mjs'", 'Doc/a.json': '{"title":"A, edited"}' });
    const second = syncSnapshot(source(), target());
    expect(second).toEqual({ written: ['Doc/a.json'], removed: [] });
    expect(read('Doc/a.json')).toBe('{"title":"A, edited"}');
    expect(fs.readdirSync(path.join(target(), 'Doc')).filter((name) => name.endsWith('.tmp'))).toEqual([]);
  });

  it('removes a file the generation no longer has, after writing the index that stopped importing it', () => {
    write(source(), { 'Doc/_index.mjs': "import a from './a.json'; import b from './b.json'", 'Doc/a.json': '{}', 'Doc/b.json': '{}' });
    syncSnapshot(source(), target());
    fs.rmSync(path.join(source(), 'Doc/b.json'));
    write(source(), { 'Doc/_index.mjs': "import a from './a.json'" });
    expect(syncSnapshot(source(), target())).toEqual({ written: ['Doc/_index.mjs'], removed: ['Doc/b.json'] });
    expect(fs.existsSync(path.join(target(), 'Doc/b.json'))).toBe(false);
    expect(read('Doc/_index.mjs')).toBe("import a from './a.json'");
  });

  it('changes nothing while contentlayer is writing: a JSON file cut short, or no output at all', () => {
    write(source(), { 'index.mjs': 'export {}', 'Doc/a.json': '{"title":"A"}' });
    syncSnapshot(source(), target());
    write(source(), { 'index.mjs': 'export { changed }', 'Doc/a.json': '{"title":"A, ha' });
    expect(() => syncSnapshot(source(), target())).toThrow(SnapshotIncomplete);
    expect(read('index.mjs')).toBe('export {}');
    expect(read('Doc/a.json')).toBe('{"title":"A"}');
    fs.rmSync(source(), { recursive: true });
    expect(() => syncSnapshot(source(), target())).toThrow(SnapshotIncomplete);
    expect(read('Doc/a.json')).toBe('{"title":"A"}');
  });
});

describe('writeOrder', () => {
  it('writes data before the folder index that imports it, and the top-level modules last', () => {
    const files = ['index.mjs', 'Doc/_index.mjs', 'types.d.ts', 'Doc/docs__intro.mdx.json', 'Doc/_index.json', 'index.d.ts'];
    const order = [...files].sort((a, b) => writeOrder(b) - writeOrder(a));
    expect(order.indexOf('Doc/docs__intro.mdx.json')).toBeLessThan(order.indexOf('Doc/_index.mjs'));
    expect(order.indexOf('Doc/_index.mjs')).toBeLessThan(order.indexOf('index.mjs'));
    expect(order.at(-1)).toMatch(/^index\./);
  });
});
