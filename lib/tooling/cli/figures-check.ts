/**
 * `npm run figures:check` (CI): no compiling. Fails on examples without a current figure, on
 * failing examples without their current message, on orphaned figures, data copies or unavailable.json entries, and on committed figures with colours
 * an SVG 1.1 renderer cannot read, cut off at an edge or drawing text or strokes that vanish into
 * the page (figure-quality.ts), and on parameter strips with panels that look alike
 * (lib/reference/build/strip-difference.ts).
 */
import { checkAll } from '../../figures/check';
import { compilerVersion } from '../../figures/compiler';
import { projectPaths } from '../../figures/config';
import { checkFigureQuality } from '../../figures/build/figure-quality';
import { scanContent } from '../../figures/build/scan';
import { listStore, readUnavailable } from '../../figures/store';
import { checkStripDifferences } from '../../reference/build/strip-difference';
import { allPreparedStrips } from '../../reference/strips/examples';

const paths = projectPaths();
const scan = scanContent(paths.root, paths.contentDir, compilerVersion());
const record = readUnavailable(paths.unavailableFile);
const report = checkAll(scan.examples, listStore(paths.figuresDir, paths.dataDir), record, readUnavailable(paths.noPartsFile));
const started = performance.now();
const quality = await checkFigureQuality(scan.examples, record, paths.figuresDir);
const qualitySeconds = ((performance.now() - started) / 1000).toFixed(1);
const stripsStarted = performance.now();
const strips = await checkStripDifferences(allPreparedStrips(paths.root, compilerVersion()), paths.figuresDir);
const stripsSeconds = ((performance.now() - stripsStarted) / 1000).toFixed(1);
const problems = [...scan.errors, ...report.problems, ...quality.problems, ...strips.problems];

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
console.log(
  `  part maps: ${report.coverage.withParts} of ${report.coverage.figures} prerendered figures (the rest are listed in lib/figures/no-parts.json)`,
);
console.log(
  `  all figures present, no orphans; ${quality.checked} figures in portable colours, unclipped and without invisible ink (${qualitySeconds} s)`,
);
console.log(`  ${scan.examples.filter((ex) => ex.fails).length} failing examples, each with the message Typst gave it`);
console.log(`  ${strips.checked} parameter strips whose panels all look different, in both variants (${stripsSeconds} s)`);
