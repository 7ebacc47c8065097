import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { lockProblems, type PackageJson, type PackageLock } from './lockfile';

const root = path.resolve(import.meta.dirname, '../../..');
const read = <T>(file: string): T => JSON.parse(fs.readFileSync(path.join(root, file), 'utf8')) as T;

describe('package-lock.json', () => {
  it('agrees with package.json and holds every platform build, so `npm ci` accepts it', () => {
    expect(lockProblems(read<PackageJson>('package.json'), read<PackageLock>('package-lock.json'))).toEqual([]);
  });
});

describe('lockProblems', () => {
  const pkg: PackageJson = { dependencies: { a: '^1.0.0' }, devDependencies: { b: '^2.0.0' } };
  const lock = (extra: Record<string, object> = {}): PackageLock => ({
    lockfileVersion: 3,
    packages: {
      '': { dependencies: { a: '^1.0.0' }, devDependencies: { b: '^2.0.0' } },
      'node_modules/a': { version: '1.2.0', optionalDependencies: { 'a-linux-x64': '1.2.0', 'a-darwin-arm64': '1.2.0' } },
      'node_modules/a-linux-x64': { version: '1.2.0' },
      'node_modules/a-darwin-arm64': { version: '1.2.0' },
      'node_modules/b': { version: '2.0.1', dependencies: { c: '^3' } },
      'node_modules/b/node_modules/c': { version: '3.0.0' },
      ...extra,
    },
  });

  it('accepts a complete lock, resolving nested node_modules like npm', () => {
    expect(lockProblems(pkg, lock())).toEqual([]);
  });

  it('names a platform build missing from the lock', () => {
    const l = lock();
    const packages = Object.fromEntries(Object.entries(l.packages).filter(([key]) => key !== 'node_modules/a-darwin-arm64'));
    expect(lockProblems(pkg, { ...l, packages })).toEqual(['node_modules/a needs a-darwin-arm64, which the lock does not hold']);
  });

  it('names a dependency added to package.json but not locked, and a changed range', () => {
    expect(lockProblems({ ...pkg, dependencies: { a: '^1.1.0', d: '^1.0.0' } }, lock())).toEqual([
      'dependencies.a: package.json says ^1.1.0, the lock ^1.0.0',
      'dependencies.d is in package.json but not in the lock',
    ]);
  });

  it('names a dependency removed from package.json but still locked at the root', () => {
    expect(lockProblems({ dependencies: { a: '^1.0.0' } }, lock())).toEqual(['devDependencies.b is in the lock but not in package.json']);
  });
});
