/**
 * `npm run reference:strips`: writes the table of parameter strips (which parameters have one, why
 * the others have none) into lib/reference/README.md, from the facts and lib/reference/strips/values.ts.
 * lib/reference/build/strip-coverage.test.ts fails while the README's copy is out of date.
 */
import fs from 'node:fs';
import path from 'node:path';
import { documentedFacts } from '../../reference/documented-facts';
import { coverage, formattedReadme } from '../../reference/build/strip-coverage';

const readmePath = path.join(process.cwd(), 'lib', 'reference', 'README.md');
const before = fs.readFileSync(readmePath, 'utf8');
const after = await formattedReadme(before, readmePath, documentedFacts.definitions);
fs.writeFileSync(readmePath, after);
const c = coverage(documentedFacts.definitions);
console.log(
  `reference:strips: ${c.strips} of ${c.parameters} parameters have a strip (${c.figures} figures)${after === before ? ', README unchanged' : ', README updated'}`,
);
