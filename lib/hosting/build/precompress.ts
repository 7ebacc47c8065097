/**
 * The site's scripts and styles are compressed once, at build time, as hard as the formats allow,
 * and served from those files: `file.gz` (zopfli, a slower search for the same gzip format, about
 * 3% smaller than `gzip -9`) and `file.br` (brotli, quality 11). A server compressing on the fly
 * picks a fast level instead. `npm run serve` sends them (sirv's `gzip`/`brotli` options), the
 * nginx file turns on `gzip_static`, and hosts that compress themselves (Netlify, Cloudflare)
 * ignore them. Only `_next/static/` qualifies: hashed names, so a sibling can never go stale.
 */
import fs from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';
import { gzipAsync } from '@gfx/zopfli';

/** Whether the export file at `relative` (a path inside the export) gets compressed siblings. */
export function isPrecompressed(relative: string): boolean {
  const posix = relative.split(path.sep).join('/');
  return posix.startsWith('_next/static/') && /\.(js|css)$/.test(posix);
}

/** The two compressed forms of `body`. */
export async function compressBoth(body: Buffer): Promise<{ gzip: Buffer; brotli: Buffer }> {
  const gzip = Buffer.from(await gzipAsync(body, { numiterations: 15 }));
  const brotli = brotliCompressSync(body, {
    params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
  });
  return { gzip, brotli };
}

/** Writes `file.gz` and `file.br` beside every qualifying file of the export; returns how many files. */
export async function precompressExport(outDir: string): Promise<number> {
  const staticDir = path.join(outDir, '_next', 'static');
  if (!fs.existsSync(staticDir)) return 0;
  const targets = fs
    .readdirSync(staticDir, { recursive: true, encoding: 'utf8' })
    .map((name) => path.join(staticDir, name))
    .filter((file) => isPrecompressed(path.relative(outDir, file)));
  await Promise.all(
    targets.map(async (file) => {
      const { gzip, brotli } = await compressBoth(fs.readFileSync(file));
      fs.writeFileSync(`${file}.gz`, gzip);
      fs.writeFileSync(`${file}.br`, brotli);
    }),
  );
  return targets.length;
}

/** The gzip bytes a browser receives for an export file: its `.gz` sibling when there is one. */
export function servedGzipFile(file: string): string | null {
  const sibling = `${file}.gz`;
  return fs.existsSync(sibling) ? sibling : null;
}
