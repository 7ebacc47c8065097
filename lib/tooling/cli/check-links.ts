/**
 * Build gate: fails when an internal link or #anchor in the export (pages, Markdown exports,
 * llms.txt) does not resolve.
 * Usage: tsx lib/tooling/cli/check-links.ts [outDir] [contentDir]
 */
import path from 'node:path';
import { formatProblem } from '../links/check';
import { parseBasePath } from '../../base-path';
import { checkSite } from '../links/site';
import { siteOrigin } from '../../site-url';

const outDir = path.resolve(process.argv[2] ?? (process.env.EXPORT_DIR || 'out'));
const contentDir = path.resolve(process.argv[3] ?? 'content');
const problems = checkSite({ outDir, contentDir, basePath: parseBasePath(process.env.BASE_PATH), siteUrl: siteOrigin });
if (problems.length > 0) {
  console.error(`Link check failed: ${problems.length} problem(s)`);
  for (const problem of problems) console.error(`  ${formatProblem(problem)}`);
  process.exit(1);
}
console.log(`Link check passed (${path.relative(process.cwd(), outDir)}).`);
