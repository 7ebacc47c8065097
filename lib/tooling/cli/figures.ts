/** `npm run figures`: render missing figures, record komet-unavailable ones, remove orphans. */
import { projectPaths } from '../../figures/config';
import { updateStore } from '../../figures/build/update-store';

const start = performance.now();
const summary = await updateStore({ paths: projectPaths() });
const seconds = ((performance.now() - start) / 1000).toFixed(1);

console.log(`figures: ${summary.examples} examples in ${summary.mdxFiles} MDX files`);
console.log(`  rendered ${summary.rendered} figures, reused ${summary.reused}, copied ${summary.dataCopied} data files, ${seconds} s`);
if (summary.removed.length > 0) {
  console.log(`  removed ${summary.removed.length} orphans:`);
  for (const r of summary.removed) console.log(`    ${r}`);
}
if (summary.unavailable.length > 0) {
  console.log(`  ${summary.unavailable.length} examples shown without a figure (komet has no WASM here):`);
  for (const u of summary.unavailable) console.log(`    ${u}`);
}
if (summary.errors.length > 0) {
  console.error(`\n${summary.errors.length} example(s) failed:`);
  for (const e of summary.errors) console.error(e);
  process.exit(1);
}
