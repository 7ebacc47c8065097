/**
 * After `next build`: writes the Markdown exports into the static export (out/<path>.md for every
 * doc, category and post, out/llms.txt, out/llms-full.txt), so the link gate that runs next
 * checks them too. Usage: tsx lib/tooling/cli/export-markdown.ts [outDir]
 */
import fs from 'node:fs';
import path from 'node:path';
import { llmsFullTxt, llmsTxt, markdownFiles } from '../../content/markdown';

const outDir = path.resolve(process.argv[2] ?? (process.env.EXPORT_DIR || 'out'));
if (!fs.existsSync(outDir)) {
  console.error(`export-markdown: ${outDir} does not exist; run next build first`);
  process.exit(1);
}
const files = [...markdownFiles(), { path: '/llms.txt', text: llmsTxt() }, { path: '/llms-full.txt', text: llmsFullTxt() }];
for (const file of files) {
  const target = path.join(outDir, file.path);
  fs.mkdirSync(path.dirname(target), { recursive: true });
  fs.writeFileSync(target, file.text);
}
console.log(`Markdown export: ${files.length} files written to ${path.relative(process.cwd(), outDir) || '.'}.`);
