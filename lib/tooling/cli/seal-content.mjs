// Loaded with `--import` before every step of `npm run build` that runs after `next build`: from
// there on, everything comes from the export (out/) and the content index (.contentlayer/generated),
// never from content/ (ARCHITECTURE.md). A read below content/ throws, naming the file, so a step
// that starts reading sources again fails the build instead of quietly parsing MDX a second time.
import fs from 'node:fs';
import { syncBuiltinESMExports } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const sealed = path.resolve(process.env.CONTENT_DIR ?? 'content');

function insideSealed(target) {
  if (typeof target !== 'string' && !(target instanceof URL) && !Buffer.isBuffer(target)) return false;
  const file = path.resolve(target instanceof URL ? fileURLToPath(target) : String(target));
  return file === sealed || file.startsWith(sealed + path.sep);
}

function guard(owner, name, label) {
  const original = owner[name];
  if (typeof original !== 'function') return;
  owner[name] = function sealedRead(target, ...rest) {
    if (insideSealed(target)) {
      throw new Error(
        `${label}(${target}): content/ is sealed after \`next build\`; read .contentlayer/generated or out/ instead (lib/tooling/cli/seal-content.mjs)`,
      );
    }
    return original.call(this, target, ...rest);
  };
}

const reads = [
  'readFileSync',
  'readdirSync',
  'statSync',
  'lstatSync',
  'existsSync',
  'openSync',
  'accessSync',
  'opendirSync',
  'createReadStream',
  'readFile',
  'readdir',
  'stat',
  'lstat',
  'open',
  'access',
  'exists',
  'opendir',
];
for (const name of reads) guard(fs, name, `fs.${name}`);
for (const name of ['readFile', 'readdir', 'stat', 'lstat', 'open', 'access', 'opendir']) guard(fs.promises, name, `fs.promises.${name}`);
syncBuiltinESMExports();
