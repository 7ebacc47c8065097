/**
 * The last step of `npm run build` but the link gate: finishes the export `next build` wrote.
 * Each page is read once, by htmlparser2's tokenizer (lib/hosting/build/page-scan.ts). From that
 * read the step takes the chunks each page starts with and marks them for eager compiling
 * (recomputing their integrity values when Next wrote any), then rewrites each page in one splice:
 * its chunks start after the first paint, with those values, its math fonts are preloaded, and its
 * Content-Security-Policy (with the sha256 of every inline script the page really contains, the
 * loader's final text among them) and its site path go in. Then it writes the precompressed
 * siblings of scripts and styles, the host headers files out/_headers and out/_nginx.conf, and
 * out/.nojekyll for GitHub Pages. Any page or chunk that fails stops the build with exit code 1,
 * naming it, before anything is written.
 * Usage: tsx lib/tooling/cli/finish-export.ts [outDir]. Reads BASE_PATH, KATEX_CSS and EXPORT_DIR like the build.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseBasePath } from '../../base-path';
import { ROUTE_META } from '../../hosting/banner';
import { chunkFile, hintChunk, type IntegrityClaim } from '../../hosting/build/compile-hints';
import { finishPage } from '../../hosting/build/finish-page';
import { chunkScripts, type ChunkScript } from '../../hosting/build/first-paint';
import { type PageScan, scanPage } from '../../hosting/build/page-scan';
import { precompressExport } from '../../hosting/build/precompress';
import { HEADERS_FILE, headerRules, NGINX_FILE, renderHeadersFile, renderNginx } from '../../hosting/build/headers';
import { headerDirectives, liveOrigins, serializePolicy, type PolicyOptions } from '../../hosting/build/csp';
import { KATEX_CDN_ORIGIN, parseKatexSource } from '../../hosting/katex';
import { mathFontUrls } from '../../hosting/build/math-fonts';
import { routeOf } from '../../links/build/check';
import { liveConfig } from '../../live/config';
import { algoliaHost, readAlgoliaConfig } from '../../search/algolia';

const outDir = path.resolve(process.argv[2] ?? (process.env.EXPORT_DIR || 'out'));
const base = parseBasePath(process.env.BASE_PATH);
const searchService = readAlgoliaConfig(process.env);
const options: PolicyOptions = {
  styleOrigins: parseKatexSource(process.env.KATEX_CSS) === 'cdn' ? [KATEX_CDN_ORIGIN] : [],
  connectOrigins: [
    // The modal and /search page query the hosted search when it is configured.
    ...(searchService ? [algoliaHost(searchService.appId)] : []),
    // The live editor downloads packages, and fonts when they are not served by the site.
    ...liveOrigins(liveConfig.packagesUrl, liveConfig.fontsUrl),
  ],
};

function walk(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? walk(full) : [full];
  });
}

if (!fs.existsSync(path.join(outDir, 'index.html'))) {
  console.error(`No export in ${outDir}: run next build first.`);
  process.exit(1);
}

/** KaTeX's two main faces in the bundled stylesheet; none when KaTeX comes from a CDN. */
function findMathFonts(): string[] {
  const chunks = path.join(outDir, '_next', 'static', 'chunks');
  if (!fs.existsSync(chunks)) return [];
  for (const name of fs.readdirSync(chunks).filter((n) => n.endsWith('.css'))) {
    const urls = mathFontUrls(fs.readFileSync(path.join(chunks, name), 'utf8'), `${base}/_next/static/chunks/${name}`);
    if (urls) return urls;
  }
  return [];
}
const mathFonts = findMathFonts();

/** Prints what failed, naming the pages or chunks, and stops the build. */
function stopOn(failures: readonly string[], step: string): void {
  if (failures.length === 0) return;
  console.error(`${step} failed:\n  ${failures.join('\n  ')}`);
  process.exit(1);
}

interface Page {
  file: string;
  /** The page's path in messages. */
  name: string;
  /** The page as Next wrote it, read once. */
  scan: PageScan;
  /** The chunk scripts it starts with, read before any rewrite. */
  chunks: ChunkScript[];
}

// 1. Every page read once (lib/hosting/build/page-scan.ts); its first-load chunks, with the
// integrity values Next wrote for them, come from that read.
const pages: Page[] = [];
const failures: string[] = [];
for (const file of walk(outDir).filter((f) => f.endsWith('.html'))) {
  const name = path.relative(process.cwd(), file);
  try {
    const scan = scanPage(fs.readFileSync(file, 'utf8'));
    pages.push({ file, name, scan, chunks: chunkScripts(scan) });
  } catch (error) {
    failures.push(`${name}: ${error instanceof Error ? error.message : String(error)}`);
  }
}
stopOn(failures, 'Reading the chunks pages start with');

// 2. Those chunks compile off the main thread (lib/hosting/build/compile-hints.ts). The hint
// changes them, so the integrity values pages check them against are computed anew.
const uses = new Map<string, { page: string; integrity?: string }[]>();
for (const page of pages)
  for (const { src, integrity } of page.chunks) uses.set(src, [...(uses.get(src) ?? []), { page: page.name, integrity }]);
const hinted = new Map<string, string>();
const integrities = new Map<string, string>();
for (const [url, users] of uses) {
  const file = chunkFile(url, base);
  const full = file === null ? null : path.join(outDir, file);
  if (full === null || !fs.existsSync(full)) {
    failures.push(
      `${url}, started by ${users[0]?.page}${users.length > 1 ? ` and ${users.length - 1} other pages` : ''}, is not a chunk in the export`,
    );
    continue;
  }
  try {
    const claims = users.filter((use): use is IntegrityClaim => use.integrity !== undefined);
    const chunk = hintChunk(fs.readFileSync(full, 'utf8'), claims);
    hinted.set(full, chunk.source);
    if (chunk.integrity) integrities.set(url, chunk.integrity);
  } catch (error) {
    failures.push(`${url}: ${error instanceof Error ? error.message : String(error)}`);
  }
}
stopOn(failures, 'Marking first-load chunks for eager compiling');

// 3. Each page rewritten from its one read, with the final integrity values and its policy;
// nothing is written unless every page and chunk succeeded.
let hashes = 0;
const finished: { file: string; html: string }[] = [];
for (const page of pages) {
  const route = routeOf(`/${path.relative(outDir, page.file).split(path.sep).join('/')}`);
  // The not-found page is served at any unknown path, so it has no path of its own.
  const ownRoute = route === '/404' || route === '/_not-found' ? null : route;
  try {
    const result = finishPage(page.scan, ownRoute, ROUTE_META, options, mathFonts, integrities);
    finished.push({ file: page.file, html: result.html });
    hashes += result.hashes;
  } catch (error) {
    failures.push(`${page.name}: ${error instanceof Error ? error.message : String(error)}`);
  }
}
stopOn(failures, 'Rewriting the pages (chunks after the first paint, Content-Security-Policy)');
for (const page of finished) fs.writeFileSync(page.file, page.html);
for (const [file, source] of hinted) fs.writeFileSync(file, source);
// After the hints: the compressed siblings must hold the final scripts.
const precompressed = await precompressExport(outDir);

const entries = [
  ...fs.readdirSync(outDir),
  ...(fs.existsSync(path.join(outDir, '_next')) ? fs.readdirSync(path.join(outDir, '_next')).map((name) => `_next/${name}`) : []),
];
// GitHub Pages runs Jekyll unless told not to, and Jekyll drops folders starting with "_" (_next).
fs.writeFileSync(path.join(outDir, '.nojekyll'), '');

const rules = headerRules({ base, policy: serializePolicy(headerDirectives(options)), entries });
const note = `Generated by npm run build (lib/tooling/cli/finish-export.ts) for the base path "${base || '/'}"; do not edit.`;
fs.writeFileSync(
  path.join(outDir, HEADERS_FILE),
  renderHeadersFile(rules, `${note}\nNetlify and Cloudflare Pages read this file; see "Deploying" in README.md.`),
);
fs.writeFileSync(
  path.join(outDir, NGINX_FILE),
  renderNginx(rules, base, `${note}\nnginx: include this file in a server { } block whose root holds the export at ${base || '/'}.`),
);
console.log(
  `Content-Security-Policy written into ${pages.length} pages (${hashes} inline script hashes); ${hinted.size} first-load chunks marked for eager compiling; ${precompressed} scripts and styles precompressed; ${HEADERS_FILE} and ${NGINX_FILE} written.`,
);
