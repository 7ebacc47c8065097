import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectPaths } from '../../figures/config';
import { missedStoreBudgets, storeBudgets, storeWeight } from './figure-store';

describe('figure store budget', () => {
  it('counts every file under the store, data copies included, and finds the largest figure', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'store-'));
    fs.writeFileSync(path.join(dir, 'a-light.svg'), 'x'.repeat(300));
    fs.writeFileSync(path.join(dir, 'a-dark.svg'), 'x'.repeat(200));
    fs.mkdirSync(path.join(dir, 'data', 'abc'), { recursive: true });
    fs.writeFileSync(path.join(dir, 'data', 'abc', 'big.csv'), 'x'.repeat(1000));
    expect(storeWeight(dir)).toEqual({ files: 3, bytes: 1500, largest: { file: 'a-light.svg', bytes: 300 } });
  });

  it('names each budget the store misses', () => {
    const weight = { files: 10, bytes: 3 * 1024 * 1024, largest: { file: 'x-light.svg', bytes: 2048 } };
    expect(missedStoreBudgets(weight, { maxFiles: 10, maxBytes: 3 * 1024 * 1024, maxFigureBytes: 2048 })).toEqual([]);
    expect(missedStoreBudgets(weight, { maxFiles: 9, maxBytes: 1024 * 1024, maxFigureBytes: 1024 })).toEqual([
      'figure store: 10 files (budget ≤ 9)',
      'figure store: 3.0 MB (budget ≤ 1.0 MB)',
      'figure store: x-light.svg 2.0 KB (budget ≤ 1.0 KB a figure)',
    ]);
  });

  it('holds for the committed store', () => {
    expect(missedStoreBudgets(storeWeight(projectPaths(path.join(import.meta.dirname, '../../..')).figuresDir), storeBudgets)).toEqual([]);
  });
});
