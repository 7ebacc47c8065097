import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { storeNeeds } from './check';
import { findOrphans, listStore, type UnavailableRecord } from './store';
import { prepareInline } from './build/fixtures/prepare-inline';

describe('findOrphans', () => {
  it('lists figures, data copies and unavailable entries that no example needs', () => {
    const a = prepareInline('#lq.diagram()', { line: 5 });
    const b = prepareInline('>>> #let r = csv("t.csv")\n#r.len()', { meta: 'example data="t.csv"', data: { 't.csv': '1,2' } });
    const record: UnavailableRecord = {
      deadbeefdeadbeef: { file: 'content/docs/x.mdx', line: 3, reason: 'needs komet' },
    };
    const listing = {
      figures: new Set([a.variants.light.fileName, a.variants.dark.fileName, b.variants.light.fileName, '0000000000000000-light.svg']),
      data: new Set([b.data[0]!.relPath, 'ffffffffffffffff/old.csv']),
    };
    const orphans = findOrphans(listing, record, storeNeeds([a, b], record));
    expect(orphans).toEqual({
      figures: ['0000000000000000-light.svg'],
      data: ['ffffffffffffffff/old.csv'],
      unavailable: ['deadbeefdeadbeef'],
    });
  });

  it('keeps the unavailable entry of an example that needs komet, and wants no figures for it', () => {
    const a = prepareInline('#lq.diagram(lq.contour((0, 1), (0, 1), ((0, 1), (1, 0))))');
    const record: UnavailableRecord = { [a.key]: { file: 'content/docs/reference/plot.mdx', line: 10, reason: 'needs komet' } };
    const needs = storeNeeds([a], record);
    expect(needs.figures.size).toBe(0);
    expect(findOrphans({ figures: new Set(), data: new Set() }, record, needs).unavailable).toEqual([]);
  });
});

describe('listStore', () => {
  it('lists only content-addressed figure files and data copies', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'figstore-'));
    fs.writeFileSync(path.join(dir, '0123456789abcdef-light.svg'), '<svg/>');
    fs.writeFileSync(path.join(dir, 'README.md'), 'x');
    fs.mkdirSync(path.join(dir, 'data', 'aaaaaaaaaaaaaaaa'), { recursive: true });
    fs.writeFileSync(path.join(dir, 'data', 'aaaaaaaaaaaaaaaa', 'a.csv'), '1');
    const listing = listStore(dir, path.join(dir, 'data'));
    expect([...listing.figures]).toEqual(['0123456789abcdef-light.svg']);
    expect([...listing.data]).toEqual(['aaaaaaaaaaaaaaaa/a.csv']);
    fs.rmSync(dir, { recursive: true });
  });
});
