/**
 * `npm run figures`: render missing figures, store the messages of failing examples, record
 * komet-unavailable ones, remove orphans.
 */
import { projectPaths } from '../../figures/config';
import { updateStore } from '../../figures/build/update-store';

const start = performance.now();
const summary = await updateStore({ paths: projectPaths() });
const seconds = ((performance.now() - start) / 1000).toFixed(1);

console.log(`figures: ${summary.examples} examples in ${summary.mdxFiles} MDX files`);
console.log(`  rendered ${summary.rendered} figures, reused ${summary.reused}, copied ${summary.dataCopied} data files, ${seconds} s`);
console.log(`  ${summary.shared} figures of another release are the site release's, stored once (lib/figures/same-figures.json)`);
if (summary.failures > 0) console.log(`  stored the messages of ${summary.failures} failing examples`);
console.log(
  `  part maps: wrote ${summary.parts}; ${summary.coverage.withParts} of ${summary.coverage.figures} prerendered figures have one (the inspector's coverage)`,
);
if (summary.partsMs.length > 0) {
  const ms = [...summary.partsMs].sort((a, b) => a - b);
  const at = (q: number) => Math.round(ms[Math.min(ms.length - 1, Math.floor(q * ms.length))]!);
  const total = (ms.reduce((a, b) => a + b, 0) / 1000).toFixed(1);
  console.log(`  map compiles: median ${at(0.5)} ms (10–90 %: ${at(0.1)}–${at(0.9)} ms, max ${at(1)} ms), ${total} s in all threads`);
}
if (summary.noParts.length > 0) {
  console.log(`  ${summary.noParts.length} figures without a part map (no inspect control; lib/figures/no-parts.json):`);
  for (const u of summary.noParts) console.log(`    ${u}`);
}
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
