/**
 * `npm run figures:check` (CI): no compiling. Fails on examples without a current figure and on
 * orphaned figures, data copies or unavailable.json entries.
 */
import { checkAll } from '../../figures/check';
import { compilerVersion } from '../../figures/compiler';
import { projectPaths } from '../../figures/config';
import { scanContent } from '../figures/scan';
import { listStore, readUnavailable } from '../../figures/store';

const paths = projectPaths();
const scan = scanContent(paths.root, paths.contentDir, compilerVersion());
const report = checkAll(scan.examples, listStore(paths.figuresDir, paths.dataDir), readUnavailable(paths.unavailableFile));
const problems = [...scan.errors, ...report.problems];

console.log(`figures:check: ${scan.examples.length} examples in ${scan.files} MDX files`);
if (report.unavailable.length > 0) {
  console.log(`  ${report.unavailable.length} shown without a figure (komet has no WASM here):`);
  for (const u of report.unavailable) console.log(`    ${u}`);
}
if (problems.length > 0) {
  for (const p of problems) console.error(p);
  console.error(`figures:check failed with ${problems.length} problem(s)`);
  process.exit(1);
}
console.log('  all figures present, no orphans');
