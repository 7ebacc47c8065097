import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cacheProblem, contentCacheFiles, describeRemovedCache, removeBrokenContentCache } from './content-cache';

const valid = JSON.stringify({ cacheItemsMap: { 'docs/intro.mdx': { document: { title: 'Intro' } } } }, null, 2);
let root = '';
let file = '';

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'content-cache-'));
  fs.mkdirSync(path.join(root, '.contentlayer', '.cache', 'v0.5.8'), { recursive: true });
  file = path.join(root, '.contentlayer', '.cache', 'v0.5.8', 'data-ABC123.json');
});
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

describe('the content cache check', () => {
  it('finds the data files of every version and leaves the compiled config alone', () => {
    fs.writeFileSync(file, valid);
    fs.writeFileSync(path.join(path.dirname(file), 'compiled-contentlayer-config-ABC123.mjs'), '');
    expect(contentCacheFiles(root)).toEqual([file]);
    expect(contentCacheFiles(path.join(root, 'nowhere'))).toEqual([]);
  });

  it('keeps a complete cache', () => {
    fs.writeFileSync(file, valid);
    expect(cacheProblem(file)).toBeUndefined();
    expect(removeBrokenContentCache(root)).toEqual([]);
    expect(fs.existsSync(file)).toBe(true);
  });

  it('removes an empty cache (a write stopped right after it truncated the file) and says so', () => {
    fs.writeFileSync(file, '');
    const removed = removeBrokenContentCache(root);
    expect(removed).toEqual([{ file: '.contentlayer/.cache/v0.5.8/data-ABC123.json', problem: 'empty' }]);
    expect(fs.existsSync(file)).toBe(false);
    expect(describeRemovedCache(removed[0]!)).toBe(
      'dev: content cache .contentlayer/.cache/v0.5.8/data-ABC123.json was empty: removed it, contentlayer rebuilds every page',
    );
  });

  it('removes a cache cut in the middle', () => {
    fs.writeFileSync(file, valid.slice(0, Math.floor(valid.length / 2)));
    expect(removeBrokenContentCache(root)).toEqual([{ file: expect.any(String), problem: expect.stringMatching(/^cut short/) }]);
    expect(fs.existsSync(file)).toBe(false);
  });

  it('removes JSON that is not a contentlayer cache', () => {
    fs.writeFileSync(file, 'null');
    expect(cacheProblem(file)).toMatch(/no cacheItemsMap/);
  });

  it('names why an unreadable cache could not be read', () => {
    fs.mkdirSync(file);
    expect(cacheProblem(file)).toBe('unreadable (EISDIR)');
  });
});
