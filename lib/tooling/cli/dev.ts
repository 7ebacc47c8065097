/**
 * `npm run dev`: contentlayer2 in watch mode next to `next dev`, so an edited .mdx file is
 * re-indexed and the open page updates without a restart. Ctrl+C stops both.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { writeLiveAssets } from '../live/export-assets';

// The live editor's compiler and fonts are served from public/live (git-ignored).
writeLiveAssets(path.join(process.cwd(), 'public'));

const children: ChildProcess[] = [
  spawn('npx', ['contentlayer2', 'dev'], { stdio: 'inherit' }),
  spawn('npx', ['next', 'dev', ...process.argv.slice(2)], { stdio: 'inherit' }),
];

const stop = (code = 0) => {
  for (const child of children) child.kill('SIGTERM');
  process.exit(code);
};
process.on('SIGINT', () => stop());
process.on('SIGTERM', () => stop());
for (const child of children) child.on('exit', (code) => stop(code ?? 0));
