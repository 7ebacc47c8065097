/**
 * Build gate: fails when an internal link or #anchor in the export (pages, Markdown exports,
 * llms.txt) does not resolve. The links written in MDX come from the content index (each page's
 * `links`, derived from its one compile), reported as file:line; nothing here reads `content/`.
 * Usage: tsx lib/tooling/cli/check-links.ts [outDir]
 */
import path from 'node:path';
import { allPages, allPosts } from 'contentlayer/generated';
import { getAllDocs } from '../../content/docs';
import { splitDocumentPath } from '../../docs/release-view';
import { pageData } from '../../content/page-data';
import { formatProblem } from '../../links/build/check';
import { parseBasePath } from '../../base-path';
import { mdxFileToRoute } from '../../links/remark-file-links';
import { checkSite } from '../../links/build/site';
import { siteOrigin } from '../../site-url';

const outDir = path.resolve(process.argv[2] ?? (process.env.EXPORT_DIR || 'out'));
// Each release's compile of a docs page names the file an author edits (the broken target says the release: /docs/0.6.0/…).
const fileOf = (documentPath: string) => `content/${splitDocumentPath(documentPath).source}`;
const sources = [...getAllDocs(), ...allPosts, ...allPages].map((doc) => ({
  file: fileOf(doc._raw.sourceFilePath),
  route: mdxFileToRoute('content', `content/${doc._raw.sourceFilePath}`),
  links: pageData(doc).links,
}));
const problems = checkSite({ outDir, sources, basePath: parseBasePath(process.env.BASE_PATH), siteUrl: siteOrigin });
if (problems.length > 0) {
  console.error(`Link check failed: ${problems.length} problem(s)`);
  for (const problem of problems) console.error(`  ${formatProblem(problem)}`);
  process.exit(1);
}
console.log(`Link check passed (${path.relative(process.cwd(), outDir)}).`);
