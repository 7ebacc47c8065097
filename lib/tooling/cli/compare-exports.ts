/** `npm run compare:exports -- <exportA> <exportB>`: the files that differ (lib/hosting/build/compare-exports.ts); exit 1 if any. */
import fs from 'node:fs';
import path from 'node:path';
import { compareExports, comparison } from '../../hosting/build/compare-exports';

/** The compared files of an export folder, by path relative to it. */
function readExport(dir: string): Map<string, string> {
  const files = new Map<string, string>();
  for (const name of fs.readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
    const relPath = name.split(path.sep).join('/');
    if (comparison(relPath) === null) continue;
    const file = path.join(dir, name);
    if (fs.statSync(file).isFile()) files.set(relPath, fs.readFileSync(file, 'utf8'));
  }
  return files;
}

const [dirA, dirB] = process.argv.slice(2);
if (!dirA || !dirB) {
  console.error('Usage: npm run compare:exports -- <exportA> <exportB>');
  process.exit(2);
}
const a = readExport(path.resolve(dirA));
const b = readExport(path.resolve(dirB));
const { onlyInA, onlyInB, differ } = compareExports(a, b);
for (const file of onlyInA) console.log(`only in ${dirA}: ${file}`);
for (const file of onlyInB) console.log(`only in ${dirB}: ${file}`);
for (const { path: file, a: textA, b: textB } of differ) console.log(`differs: ${file}\n  ${dirA}: …${textA}…\n  ${dirB}: …${textB}…`);
const count = onlyInA.length + onlyInB.length + differ.length;
console.log(count === 0 ? `Same: ${a.size} files compared.` : `${count} of ${new Set([...a.keys(), ...b.keys()]).size} files differ.`);
process.exit(count === 0 ? 0 : 1);
