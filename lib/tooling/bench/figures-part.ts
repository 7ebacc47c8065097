/** The `figures` part of `npm run bench`: render time and sizes of the figure store. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { runBench, type SizeStats } from '../../figures/build/bench';
import { kb } from './budgets';
import { compilerVersion } from '../../figures/compiler';
import { projectPaths } from '../../figures/config';
import { scanContent } from '../../figures/build/scan';

const sec = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const row = (name: string, s: SizeStats) =>
  `${name.padEnd(28)} ${String(s.count).padStart(4)} ${kb(s.medianRaw).padStart(10)} ${kb(s.maxRaw).padStart(10)} ${kb(s.totalRaw).padStart(11)} ${kb(s.medianGzip).padStart(10)} ${kb(s.maxGzip).padStart(10)} ${kb(s.totalGzip).padStart(11)}`;

/** Renders every example cold and warm, prints the table and writes .bench/figures.json. */
export async function benchFigures(): Promise<string[]> {
  const paths = projectPaths();
  const scan = scanContent(paths.root, paths.contentDir, compilerVersion());
  if (scan.errors.length > 0) return scan.errors.map(String);
  const result = { ...(await runBench(paths, scan.examples)), cpus: os.availableParallelism() };

  console.log(`${result.examples} examples, ${result.figures} figures rendered (${result.unavailable} need komet), ${result.cpus} CPUs`);
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
  console.log(`\nsvgo time per figure: ${result.minifyMsPerFigure.toFixed(1)} ms`);
  const out = path.join(paths.root, '.bench', 'figures.json');
  fs.mkdirSync(path.dirname(out), { recursive: true });
  fs.writeFileSync(out, `${JSON.stringify(result, null, 2)}\n`);
  console.log(`written ${path.relative(paths.root, out)}`);
  return [];
}
