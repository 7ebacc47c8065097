import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, it } from 'vitest';
import { tarGz } from './tar';

it('writes archives that tar itself extracts', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'live-tar-'));
  const archive = path.join(dir, 'p.tar.gz');
  fs.writeFileSync(
    archive,
    tarGz([
      { path: 'typst.toml', content: '[package]\n' },
      { path: 'src/lib.typ', content: '#let x = 1\n' },
    ]),
  );
  execFileSync('tar', ['-xzf', archive, '-C', dir]);
  expect(fs.readFileSync(path.join(dir, 'src/lib.typ'), 'utf8')).toBe('#let x = 1\n');
  expect(fs.readFileSync(path.join(dir, 'typst.toml'), 'utf8')).toBe('[package]\n');
});
