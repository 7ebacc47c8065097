/** The arguments of `npm run bench -- [PART ...] [--quick] [--pages=/a,/b] [--runs=N]`. */
import type { SitePartOptions } from './site-part';

export interface BenchArgs {
  parts: string[];
  /** For the `site` part; the other parts take none. */
  site: SitePartOptions;
}

/** Parts and options, or an error naming the argument it cannot read. */
export function parseBenchArgs(argv: readonly string[]): BenchArgs | { error: string } {
  const parts: string[] = [];
  const site: SitePartOptions = {};
  for (const arg of argv) {
    if (!arg.startsWith('--')) {
      parts.push(arg);
    } else if (arg === '--quick') {
      site.quick = true;
    } else if (arg.startsWith('--pages=')) {
      const pages = arg
        .slice('--pages='.length)
        .split(',')
        .map((page) => page.trim())
        .filter((page) => page !== '');
      const bad = pages.filter((page) => !page.startsWith('/'));
      if (pages.length === 0 || bad.length > 0) return { error: `${arg}: give site paths separated by commas, e.g. --pages=/,/docs/intro` };
      site.pages = pages;
    } else if (arg.startsWith('--runs=')) {
      const runs = Number(arg.slice('--runs='.length));
      if (!(Number.isInteger(runs) && runs >= 1)) return { error: `${arg}: runs is a whole number of at least 1` };
      site.runs = runs;
    } else {
      return { error: `Unknown option ${arg}. Options (for the site part): --quick, --pages=/a,/b, --runs=N.` };
    }
  }
  return { parts, site };
}
