import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { resolveFile } from './static-server';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'serve-'));
fs.mkdirSync(path.join(root, 'docs'));
fs.writeFileSync(path.join(root, 'index.html'), 'home');
fs.writeFileSync(path.join(root, 'docs', 'intro.html'), 'intro');
fs.writeFileSync(path.join(root, 'docs.html'), 'docs');

describe('resolveFile', () => {
  it('serves clean URLs from .html files', () => {
    expect(resolveFile(root, '/docs/intro')).toBe(path.join(root, 'docs/intro.html'));
    expect(resolveFile(root, '/docs/intro?x=1')).toBe(path.join(root, 'docs/intro.html'));
    expect(resolveFile(root, '/')).toBe(path.join(root, 'index.html'));
    expect(resolveFile(root, '/docs')).toBe(path.join(root, 'docs.html'));
  });
  it('returns nothing for unknown or escaping paths', () => {
    expect(resolveFile(root, '/nope')).toBeUndefined();
    expect(resolveFile(root, '/../../etc/passwd')).toBeUndefined();
    expect(resolveFile(root, '/%E0%A4%A')).toBeUndefined();
  });
});
