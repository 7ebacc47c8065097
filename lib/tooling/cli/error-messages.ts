/**
 * Writes every assert/panic message of a Lilaq checkout's src/ to lib/errors/messages/VERSION.json.
 * Run by hand on an upgrade, never in CI (CI has no checkout).
 * Usage: tsx lib/tooling/cli/error-messages.ts <lilaq-checkout-or-its-src> <version>
 */
import fs from 'node:fs';
import path from 'node:path';
import prettier from 'prettier';
import { extractMessages } from '../../errors/build/extract';
import { lilaqRoot, readTypstSources } from '../../errors/build/read-source';

const [given, version] = process.argv.slice(2);
if (!given || !version) {
  console.error('Usage: npm run errors:messages -- <lilaq-checkout> <version>');
  process.exit(2);
}
const root = lilaqRoot(given);
if (root === null) {
  console.error(`${given}: no src/lilaq.typ here; pass a Lilaq checkout or its src folder`);
  process.exit(1);
}
const file = extractMessages(readTypstSources(root), version);
const out = path.join(import.meta.dirname, '../../errors/messages', `${version}.json`);
// Written as Prettier would format it, so that `format:check` passes on a fresh run.
const json = await prettier.format(JSON.stringify(file), { ...(await prettier.resolveConfig(out)), parser: 'json' });
fs.writeFileSync(out, json);
console.log(`Wrote ${path.relative(process.cwd(), out)}: ${file.messages.length} messages.`);
