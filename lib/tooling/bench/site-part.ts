/** The `site` part of `npm run bench`: Lighthouse, page weight and flight data of the export, against budgets. */
import fs from 'node:fs';
import path from 'node:path';
import { missedBudgets, missedSlowCpuBudgets, missedStructureBudgets, overweightPages } from './budgets';
import { runSiteBench } from './site';
import { formatSiteReport } from './site-report';

export async function benchSite(): Promise<string[]> {
  const outDir = path.resolve('out');
  if (!fs.existsSync(path.join(outDir, 'index.html'))) return ['No export in out/: run `npm run build` first.'];
  const report = await runSiteBench(outDir);
  console.log(formatSiteReport(report));
  const file = path.resolve('.bench', 'site.json');
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
  console.log(`written ${path.relative(process.cwd(), file)}`);
  // The measured pages' own weight misses are already in missedBudgets; the sweep adds the rest.
  const measured = new Set(report.pages.map((page) => page.page));
  return [
    ...missedBudgets(report.pages),
    ...missedSlowCpuBudgets(report.slowCpu),
    ...overweightPages(report.loads.filter((load) => !measured.has(load.page))),
    ...missedStructureBudgets(report.loads),
  ];
}
