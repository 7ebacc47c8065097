/**
 * What `npm ci` demands of package-lock.json, checked without a registry: the lock's root entry
 * names exactly the dependencies of package.json, with the same ranges; every package the root or
 * a locked package depends on is locked; and every optional dependency (the per-platform builds of
 * native packages such as next's SWC and typst-ts-node-compiler) is locked too. A lock written on
 * one machine without the other platforms' builds passes `npm install` there but fails `npm ci`
 * elsewhere, which is the mistake this catches.
 */

type Deps = Readonly<Record<string, string>>;

export interface PackageJson {
  readonly dependencies?: Deps;
  readonly devDependencies?: Deps;
  readonly optionalDependencies?: Deps;
}

interface LockedPackage {
  readonly version?: string;
  readonly dependencies?: Deps;
  readonly optionalDependencies?: Deps;
  readonly peerDependencies?: Deps;
  readonly peerDependenciesMeta?: Readonly<Record<string, { readonly optional?: boolean }>>;
  readonly link?: boolean;
}

export interface PackageLock {
  readonly lockfileVersion: number;
  readonly packages: Readonly<Record<string, LockedPackage & PackageJson>>;
}

const FIELDS = ['dependencies', 'devDependencies', 'optionalDependencies'] as const;

/** Where npm looks for `name` required from the package at `from` (a lock key, '' = root). */
function resolve(lock: PackageLock, from: string, name: string): string | undefined {
  let dir = from;
  for (;;) {
    const key = `${dir === '' ? '' : `${dir}/`}node_modules/${name}`;
    if (lock.packages[key]) return key;
    if (dir === '') return undefined;
    const cut = dir.lastIndexOf('/node_modules/');
    dir = cut === -1 ? '' : dir.slice(0, cut);
  }
}

/** Every way the lock disagrees with package.json or with itself; empty when `npm ci` can use it. */
export function lockProblems(pkg: PackageJson, lock: PackageLock): string[] {
  const problems: string[] = [];
  if (lock.lockfileVersion < 2) problems.push(`lockfileVersion ${lock.lockfileVersion}: npm ci needs 2 or 3`);
  const root = lock.packages[''];
  if (!root) return [...problems, 'the lock has no root package entry ("")'];

  for (const field of FIELDS) {
    const wanted = pkg[field] ?? {};
    const locked = root[field] ?? {};
    for (const [name, range] of Object.entries(wanted)) {
      if (locked[name] === undefined) problems.push(`${field}.${name} is in package.json but not in the lock`);
      else if (locked[name] !== range) problems.push(`${field}.${name}: package.json says ${range}, the lock ${locked[name]}`);
    }
    for (const name of Object.keys(locked)) {
      if (wanted[name] === undefined) problems.push(`${field}.${name} is in the lock but not in package.json`);
    }
  }

  for (const [key, entry] of Object.entries(lock.packages)) {
    if (entry.link) continue;
    const required = { ...entry.dependencies, ...entry.optionalDependencies, ...(key === '' ? root.devDependencies : {}) };
    for (const name of Object.keys(required)) {
      if (!resolve(lock, key, name)) problems.push(`${key || 'the root'} needs ${name}, which the lock does not hold`);
    }
    for (const name of Object.keys(entry.peerDependencies ?? {})) {
      if (entry.peerDependenciesMeta?.[name]?.optional) continue;
      if (!resolve(lock, key, name)) problems.push(`${key} needs the peer ${name}, which the lock does not hold`);
    }
  }
  return problems;
}
