import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import compression from 'compression';
import { lookup } from 'mrmime';
import sirv from 'sirv';
import { HEADERS_FILE, type HeaderRule, headersFor, parseHeadersFile } from '../../hosting/build/headers';

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

/** sirv names text types without a charset; the export is UTF-8 throughout (Markdown, JSON, feeds). */
function withCharset(type: string): string {
  return /^(text\/|application\/(json|xml))/.test(type) && !type.includes('charset') ? `${type}; charset=utf-8` : type;
}

function decodeOrRaw(value: string): string {
  try {
    return decodeURI(value);
  } catch {
    return value;
  }
}

/** A file of the live editor (`/live/<versioned folder or file>`): a single safe name per segment. */
const LIVE_ASSET = /^\/live\/(?:[\w-][\w.-]*\/)?[\w-][\w.-]*$/;

/**
 * The live editor's assets (a 28 MB WebAssembly compiler, fonts) gzipped once per file and kept,
 * as a CDN keeps them: compressing on every request would add seconds to each editor load that
 * `npm run bench` measures. A rebuild changes the file's mtime, which renews its entry. Returns
 * false when the request is not for such a file.
 */
function liveAssetsGzipped(root: string): (sitePath: string, request: http.IncomingMessage, response: http.ServerResponse) => boolean {
  const cache = new Map<string, { mtimeMs: number; body: Buffer }>();
  return (sitePath, request, response) => {
    const type = lookup(sitePath);
    if (!LIVE_ASSET.test(sitePath) || !type || !/^(application\/wasm|font\/)/.test(type)) return false;
    if (!/\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''))) return false;
    const file = path.join(root, sitePath);
    if (!fs.existsSync(file)) return false;
    const { mtimeMs } = fs.statSync(file);
    let hit = cache.get(file);
    if (hit?.mtimeMs !== mtimeMs) {
      hit = { mtimeMs, body: gzipSync(fs.readFileSync(file)) };
      cache.set(file, hit);
    }
    if (!response.hasHeader('Cache-Control')) response.setHeader('Cache-Control', 'no-cache');
    response.writeHead(200, {
      'Content-Type': type,
      'Content-Encoding': 'gzip',
      Vary: 'Accept-Encoding',
      'Content-Length': hit.body.length,
    });
    response.end(request.method === 'HEAD' ? undefined : hit.body);
    return true;
  };
}

/**
 * The export served the way the CDN does, for local preview, e2e tests and benchmarks: sirv finds
 * the file (clean URLs: `/docs/intro` → docs/intro.html, `/dir` → dir/index.html; nothing outside
 * the folder, dotfiles hidden) and sends a script or style as its precompressed `.br` or `.gz`
 * sibling when the browser accepts it, `compression` gzips other text, wasm and fonts (the live editor's
 * assets once, from a cache), and every response carries the headers of out/_headers. Anything else gets 404.html with status 404; requests
 * outside `base` get a plain 404, as on a host where the export sits in a sub-folder.
 */
export function createStaticServer(dir: string, { base = '' }: StaticServerOptions = {}): http.Server {
  const root = path.resolve(dir);
  const rules = readRules(root);
  const notFoundPage = path.join(root, '404.html');
  // dev: look files up on each request (the export may be rebuilt while the server runs);
  // etag: revalidation answers 304, as `Cache-Control: no-cache` asks the browser to do.
  const files = sirv(root, {
    dev: true,
    etag: true,
    // The build's precompressed siblings of the scripts and styles (lib/hosting/build/precompress.ts).
    gzip: true,
    brotli: true,
    setHeaders: (res, pathname) => {
      // Only a file served under its own name: a clean URL such as /docs/reference/scale.log
      // resolves to an .html file, which sirv already types with a charset.
      const type = lookup(pathname);
      const own = path.join(root, pathname);
      if (type && own.startsWith(root + path.sep) && fs.statSync(own, { throwIfNoEntry: false })?.isFile()) {
        res.setHeader('Content-Type', withCharset(type));
      }
    },
    onNoMatch: (_req, res) => {
      if (!fs.existsSync(notFoundPage)) {
        res.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found');
        return;
      }
      res.writeHead(404, { 'Content-Type': 'text/html; charset=utf-8' }).end(fs.readFileSync(notFoundPage));
    },
  });
  const liveAsset = liveAssetsGzipped(root);
  // compression is Connect-style middleware that needs only Node's request and response; its
  // types name Express's.
  const gzip = compression() as unknown as (req: http.IncomingMessage, res: http.ServerResponse, next: () => void) => void;

  return http.createServer((request, response) => {
    const url = request.url ?? '/';
    for (const [name, value] of Object.entries(headersFor(rules, decodeOrRaw(url.split('?')[0] ?? '/')))) {
      response.setHeader(name, value);
    }
    const sitePath = underBase(url, base);
    if (sitePath === null) {
      response.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found');
      return;
    }
    if (liveAsset(sitePath.split('?')[0] ?? '/', request, response)) return;
    request.url = sitePath;
    gzip(request, response, () => files(request, response));
  });
}
