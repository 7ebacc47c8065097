/**
 * `npm run bench`: time and size of the figure pipeline, and the first-visit weight of a few pages
 * of the export in out/ (when built); writes .bench/figures.json and .bench/pages.json.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { runLivePart } from '../bench/live-report';
import { pageWeight, type Weight } from '../bench/page-weight';
import { runBench, type SizeStats } from '../figures/bench';
import { compilerVersion } from '../figures/compiler';
import { projectPaths } from '../figures/config';
import { scanContent } from '../figures/scan';

const paths = projectPaths();

// `npm run bench -- PART…` runs only the named parts; without arguments, figures and page weight.
const parts: Record<string, (root: string) => Promise<void>> = { live: runLivePart };
const selected = process.argv.slice(2);
for (const name of selected) {
  const part = parts[name];
  if (!part) throw new Error(`unknown bench part "${name}" (known: ${Object.keys(parts).join(', ')})`);
  await part(paths.root);
}
if (selected.length > 0) process.exit(0);
const scan = scanContent(paths.root, paths.contentDir, compilerVersion());
if (scan.errors.length > 0) {
  for (const e of scan.errors) console.error(e);
  process.exit(1);
}
const result = { ...(await runBench(paths, scan.examples)), cpus: os.availableParallelism() };

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
const row = (name: string, s: SizeStats) =>
  `${name.padEnd(28)} ${String(s.count).padStart(4)} ${kb(s.medianRaw).padStart(10)} ${kb(s.maxRaw).padStart(10)} ${kb(s.totalRaw).padStart(11)} ${kb(s.medianGzip).padStart(10)} ${kb(s.maxGzip).padStart(10)} ${kb(s.totalGzip).padStart(11)}`;

console.log(`${result.examples} examples, ${result.figures} figures rendered (${result.unavailable} need komet), ${result.cpus} CPUs`);
const sec = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
console.log(`cold (new compilers, all figures, both variants): ${sec(result.coldMs)} wall, ${sec(result.coldCpuMs)} CPU`);
console.log(`warm (same compilers again):                      ${sec(result.warmMs)} wall, ${sec(result.warmCpuMs)} CPU`);
console.log(`load average at the end: ${result.loadAverage.toFixed(2)} (other processes share the ${result.cpus} CPUs)`);
console.log('');
console.log(
  `${'output'.padEnd(28)} ${'n'.padStart(4)} ${'median'.padStart(10)} ${'max'.padStart(10)} ${'total'.padStart(11)} ${'gz median'.padStart(10)} ${'gz max'.padStart(10)} ${'gz total'.padStart(11)}`,
);
for (const [name, s] of Object.entries(result.sizes)) console.log(row(`committed ${name}`, s));
console.log('');
for (const [name, s] of Object.entries(result.alternatives)) console.log(row(name, s));
console.log(
  `\nminify time per figure: own ${result.minifyMsPerFigure.own.toFixed(1)} ms, svgo ${result.minifyMsPerFigure.svgo.toFixed(1)} ms`,
);

const out = path.join(paths.root, '.bench', 'figures.json');
fs.mkdirSync(path.dirname(out), { recursive: true });
fs.writeFileSync(out, `${JSON.stringify(result, null, 2)}\n`);
console.log(`\nwritten ${path.relative(paths.root, out)}`);

const outDir = path.join(paths.root, 'out');
if (fs.existsSync(path.join(outDir, 'index.html'))) {
  const pages = ['/', '/docs/intro', '/docs/quickstart', '/docs/reference/diagram', '/blog/release-0.5.0', '/search'].map((page) =>
    pageWeight(outDir, page),
  );
  const w = (x: Weight) => `${kb(x.raw)} (${kb(x.gzip)} gz)`.padStart(22);
  console.log(
    `\n${'first visit'.padEnd(26)} ${'HTML'.padStart(22)} ${'JS'.padStart(22)} ${'CSS'.padStart(22)} ${'figures (one mode)'.padStart(22)}`,
  );
  for (const p of pages) console.log(`${p.page.padEnd(26)} ${w(p.html)} ${w(p.js)} ${w(p.css)} ${w(p.figures)}`);
  fs.writeFileSync(path.join(paths.root, '.bench', 'pages.json'), `${JSON.stringify(pages, null, 2)}\n`);
} else {
  console.log('\nNo export in out/: run `npm run build` first to measure page weight.');
}
