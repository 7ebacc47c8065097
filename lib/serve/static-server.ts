import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { HEADERS_FILE, type HeaderRule, headersFor, parseHeadersFile } from '../hosting/headers';

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
  '.csv': 'text/csv; charset=utf-8',
  '.woff2': 'font/woff2',
  '.otf': 'font/otf',
  '.ttf': 'font/ttf',
  '.wasm': 'application/wasm',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
};

/** The file a request path maps to, or undefined (→ 404). Never escapes the root. */
export function resolveFile(root: string, urlPath: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath.split('?')[0] ?? '/');
  } catch {
    return undefined;
  }
  const clean = path.posix.normalize(decoded).replace(/\/+$/, '') || '/';
  const candidates = clean === '/' ? ['index.html'] : [clean, `${clean}.html`, `${clean}/index.html`];
  for (const candidate of candidates) {
    const full = path.join(root, candidate);
    if (!full.startsWith(path.resolve(root))) return undefined;
    if (fs.existsSync(full) && fs.statSync(full).isFile()) return full;
  }
  return undefined;
}

const compressible = /^(text\/|application\/(json|xml|wasm)|image\/svg|font\/(otf|ttf))/;

// The live editor's WebAssembly is 28 MB: compress each file once, not on every request.
type Body = ReturnType<typeof gzipSync>;
const gzipCache = new Map<string, { mtimeMs: number; body: Body }>();
function gzipped(file: string, body: Body): Body {
  const { mtimeMs } = fs.statSync(file);
  const hit = gzipCache.get(file);
  if (hit?.mtimeMs === mtimeMs) return hit.body;
  const zipped = gzipSync(body);
  gzipCache.set(file, { mtimeMs, body: zipped });
  return zipped;
}

export interface StaticServerOptions {
  /** Serve the export under this path (`/lilaq-docs`), as a GitHub project page would; '' for the root. */
  base?: string;
}

/** The export's path for a request path under `base`, or null when the request is outside it. */
export function underBase(urlPath: string, base: string): string | null {
  if (base === '') return urlPath;
  if (urlPath === base || urlPath.startsWith(`${base}?`)) return `/${urlPath.slice(base.length)}`;
  return urlPath.startsWith(`${base}/`) ? urlPath.slice(base.length) : null;
}

/** The headers rules the export ships for its host (out/_headers), so local serving sends the same. */
function readRules(root: string): HeaderRule[] {
  const file = path.join(root, HEADERS_FILE);
  return fs.existsSync(file) ? parseHeadersFile(fs.readFileSync(file, 'utf8')) : [];
}

/**
 * A small static server with CDN-like URL handling, gzip, and the headers of out/_headers, for
 * local preview and e2e tests. Requests outside `base` get a plain 404, as on a host where the
 * export sits in a sub-folder.
 */
export function createStaticServer(dir: string, { base = '' }: StaticServerOptions = {}): http.Server {
  const root = path.resolve(dir);
  const rules = readRules(root);
  return http.createServer((request, response) => {
    const url = request.url ?? '/';
    const sitePath = underBase(url, base);
    const file = sitePath === null ? undefined : resolveFile(root, sitePath);
    const target = file ?? path.join(root, '404.html');
    const status = file ? 200 : 404;
    const ruleHeaders = headersFor(rules, decodeOrRaw(url.split('?')[0] ?? '/'));
    if (sitePath === null || !fs.existsSync(target)) {
      response.writeHead(404, { ...ruleHeaders, 'Content-Type': 'text/plain' }).end('Not found');
      return;
    }
    const type = types[path.extname(target)] ?? 'application/octet-stream';
    let body = fs.readFileSync(target);
    const headers: Record<string, string> = { 'Cache-Control': 'no-cache', ...ruleHeaders, 'Content-Type': type };
    if (compressible.test(type) && /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''))) {
      body = gzipped(target, body);
      headers['Content-Encoding'] = 'gzip';
    }
    response.writeHead(status, headers).end(request.method === 'HEAD' ? undefined : body);
  });
}

function decodeOrRaw(value: string): string {
  try {
    return decodeURI(value);
  } catch {
    return value;
  }
}
