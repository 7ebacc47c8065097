/**
 * Writes the facts of the documented Lilaq definitions, read from a Lilaq checkout, to
 * lib/reference/facts/VERSION.json. Run by hand on an upgrade, never in CI.
 * Usage: tsx lib/tooling/cli/reference-facts.ts <lilaq-checkout-or-its-src> <version>
 *        tsx lib/tooling/cli/reference-facts.ts --diff <before.json> <after.json>
 *        tsx lib/tooling/cli/reference-facts.ts --names-of <a.json,b.json> <lilaq-checkout> <version>
 * `--names-of` takes the names to extract from facts files instead of the documented pages (for an
 * older tag the site builds no docs for: lib/reference/history.ts reads its facts).
 */
import fs from 'node:fs';
import path from 'node:path';
import prettier from 'prettier';
import { extractFacts, type FactsFile } from '../../reference/build/facts';
import { diffFacts } from '../../reference/build/facts-diff';

const args = process.argv.slice(2);
const namesAt = args.indexOf('--names-of');
const namesOf = namesAt >= 0 ? args[namesAt + 1] : undefined;
const [first, second] = args.filter((a, i) => a !== '--diff' && (namesAt < 0 || (i !== namesAt && i !== namesAt + 1)));
if (!first || !second) {
  console.error(
    'Usage: npm run reference:facts -- <lilaq-checkout> <version>\n       npm run reference:facts -- --diff <before.json> <after.json>',
  );
  process.exit(2);
}

if (process.argv.includes('--diff')) {
  const read = (file: string) => JSON.parse(fs.readFileSync(file, 'utf8')) as FactsFile;
  const lines = diffFacts(read(first), read(second));
  console.log(lines.length ? lines.join('\n') : 'No differences.');
} else {
  // Accept the checkout (with src/) or its src folder itself.
  const root = fs.existsSync(path.join(first, 'src', 'lilaq.typ')) ? first : path.dirname(path.resolve(first));
  if (!fs.existsSync(path.join(root, 'src', 'lilaq.typ'))) {
    console.error(`${first}: no src/lilaq.typ here; pass a Lilaq checkout or its src folder`);
    process.exit(1);
  }
  const read = (file: string) => (fs.existsSync(path.join(root, file)) ? fs.readFileSync(path.join(root, file), 'utf8') : undefined);
  const names = namesOf
    ? namesOf.split(',').flatMap((file) => (JSON.parse(fs.readFileSync(file, 'utf8')) as FactsFile).definitions.map((d) => d.name))
    : // The documented pages need contentlayer's output; read only when no facts name the definitions.
      (await import('../../content/reference')).definitions.map((d) => d.call);
  const { facts, missing } = extractFacts(read, second, [...new Set(names)], { lenient: Boolean(namesOf) });
  for (const name of missing) console.warn(`Not exported by Lilaq ${second}: ${name} (its page needs to go, or to name what replaced it)`);
  const out = path.join(import.meta.dirname, '../../reference/facts', `${second}.json`);
  fs.mkdirSync(path.dirname(out), { recursive: true });
  // Written as Prettier would format it, so that `format:check` passes on a fresh run.
  const json = await prettier.format(JSON.stringify(facts), { ...(await prettier.resolveConfig(out)), parser: 'json' });
  fs.writeFileSync(out, json);
  console.log(`Wrote ${path.relative(process.cwd(), out)}: ${facts.definitions.length} definitions, ${facts.exports.length} exports.`);
}
