/**
 * Build gate: fails when an internal link or #anchor in the export (pages, Markdown exports,
 * llms.txt) does not resolve.
 * Usage: tsx lib/cli/check-links.ts [outDir] [contentDir]
 */
import path from 'node:path';
import { formatProblem } from '../links/check';
import { checkSite } from '../links/site';
import { siteConfig } from '../site-config';

const outDir = path.resolve(process.argv[2] ?? 'out');
const contentDir = path.resolve(process.argv[3] ?? 'content');
const problems = checkSite({ outDir, contentDir, siteUrl: siteConfig.url });
if (problems.length > 0) {
  console.error(`Link check failed: ${problems.length} problem(s)`);
  for (const problem of problems) console.error(`  ${formatProblem(problem)}`);
  process.exit(1);
}
console.log(`Link check passed (${path.relative(process.cwd(), outDir)}).`);
