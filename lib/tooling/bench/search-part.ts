/** The `search` part of `npm run bench`: the search in Chromium against out/, with its budgets. */
import fs from 'node:fs';
import path from 'node:path';
import { formatSearchBench, measureSearch } from './search';

/** Prints the report, writes .bench/search.json and returns the budgets missed. */
export async function benchSearch(root = process.cwd()): Promise<string[]> {
  const result = await measureSearch(root);
  for (const line of formatSearchBench(result)) console.log(line);
  const out = path.join(root, '.bench', 'search.json');
  fs.mkdirSync(path.dirname(out), { recursive: true });
  fs.writeFileSync(out, `${JSON.stringify(result, null, 2)}\n`);
  return result.failures.map((failure) => `search: ${failure}`);
}
