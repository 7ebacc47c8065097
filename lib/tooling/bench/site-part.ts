/** The `site` part of `npm run bench`: Lighthouse against a bare Next page, page weight and flight data of the export, against budgets. */
import fs from 'node:fs';
import path from 'node:path';
import { missedBudgets, missedSlowCpuBudgets, missedStructureBudgets, overweightPages } from './budgets';
import { benchPages, quickPages, runSiteBench } from './site';
import { formatSiteReport } from './site-report';

export interface SitePartOptions {
  /** One round over the four pages issue 27 names, for a look in a few minutes; not a verdict. */
  quick?: boolean;
  /** Measure these pages instead of the usual set. */
  pages?: readonly string[];
  /** Rounds (Lighthouse runs per page and pass); 3 by default, 1 with `quick`. */
  runs?: number;
}

export async function benchSite(options: SitePartOptions = {}): Promise<string[]> {
  const outDir = path.resolve('out');
  if (!fs.existsSync(path.join(outDir, 'index.html'))) return ['No export in out/: run `npm run build` first.'];
  const report = await runSiteBench(outDir, {
    pages: options.pages ?? (options.quick ? quickPages : benchPages),
    runs: options.runs ?? (options.quick ? 1 : 3),
  });
  console.log(formatSiteReport(report));
  const file = path.resolve('.bench', 'site.json');
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
  console.log(`written ${path.relative(process.cwd(), file)}`);
  // The measured pages' own weight misses are already in missedBudgets; the sweep adds the rest.
  const measured = new Set(report.pages.map((page) => page.page));
  return [
    ...missedBudgets(report.pages, report.floor.mobile),
    ...missedSlowCpuBudgets(report.slowCpu, report.floor.slow),
    ...overweightPages(report.loads.filter((load) => !measured.has(load.page))),
    ...missedStructureBudgets(report.loads),
  ];
}
