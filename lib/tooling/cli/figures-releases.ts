/**
 * `npm run figures:releases`: which figures of the docs pages a later release draws differently
 * (lib/figures/build/release-differences.ts), most changed first, on the terminal and in
 * lib/figures/release-differences.md. Reads the store; run `npm run figures` first.
 */
import fs from 'node:fs';
import path from 'node:path';
import prettier from 'prettier';
import { docsReleases } from '../../docs/release-view';
import { CURRENT_RELEASE } from '../../docs/versions';
import { compilerVersion } from '../../figures/compiler';
import { projectPaths } from '../../figures/config';
import { releaseDifferences, reportLines, reportMarkdown, summaryLines } from '../../figures/build/release-differences';
import { scanContent } from '../../figures/build/scan';
import { readUnavailable } from '../../figures/store';

const REPORT_FILE = path.join('lib', 'figures', 'release-differences.md');

const paths = projectPaths();
const scan = scanContent(paths.root, paths.contentDir, compilerVersion());
const to = docsReleases.find((release) => release !== CURRENT_RELEASE);
if (!to) throw new Error('figures:releases: the docs are built for one release only (lib/docs/release-view.ts)');
const report = await releaseDifferences(scan.examples, paths.figuresDir, readUnavailable(paths.unavailableFile), {
  from: CURRENT_RELEASE,
  to,
});

for (const line of reportLines(report)) console.log(line);
console.log('');
for (const line of summaryLines(report)) console.log(line);
const file = path.join(paths.root, REPORT_FILE);
const markdown = await prettier.format(reportMarkdown(report), { ...(await prettier.resolveConfig(file)), filepath: file });
fs.writeFileSync(file, markdown);
console.log(`wrote ${REPORT_FILE}`);
