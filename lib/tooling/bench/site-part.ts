/** The `site` part of `npm run bench`: Lighthouse and page weight of the export, against budgets. */
import fs from 'node:fs';
import path from 'node:path';
import { missedBudgets, overweightPages } from './budgets';
import { formatSiteReport, runSiteBench } from './site';

export async function benchSite(): Promise<string[]> {
  const outDir = path.resolve('out');
  if (!fs.existsSync(path.join(outDir, 'index.html'))) return ['No export in out/: run `npm run build` first.'];
  const report = await runSiteBench(outDir);
  console.log(formatSiteReport(report));
  const file = path.resolve('.bench', 'site.json');
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
  console.log(`written ${path.relative(process.cwd(), file)}`);
  // The seven pages' own weight misses are already in missedBudgets; the sweep adds the rest.
  const measured = new Set(report.pages.map((page) => page.page));
  return [...missedBudgets(report.pages), ...overweightPages(report.loads.filter((load) => !measured.has(load.page)))];
}
