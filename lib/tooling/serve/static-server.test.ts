import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AddressInfo } from 'node:net';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { createStaticServer, underBase } from './static-server';

// The export sits in <tmp>/out; a secret file beside it must never be reachable.
const parent = fs.mkdtempSync(path.join(os.tmpdir(), 'serve-'));
const root = path.join(parent, 'out');
const SECRET = 'secret-beside-the-export';
fs.mkdirSync(path.join(root, 'docs'), { recursive: true });
fs.writeFileSync(path.join(parent, 'package.json'), SECRET);
fs.writeFileSync(path.join(root, 'index.html'), 'home');
fs.writeFileSync(path.join(root, 'docs', 'intro.html'), 'intro');
fs.writeFileSync(path.join(root, 'docs.html'), 'docs');
fs.writeFileSync(path.join(root, 'docs', 'scale.log.html'), 'log scale');
fs.writeFileSync(path.join(root, 'notes.md'), `# Notes ${'é'.repeat(2000)}`);
fs.writeFileSync(path.join(root, '_headers'), '/sub/*\n  X-Test: all\n/sub/docs/*\n  Cache-Control: public, max-age=0\n');
fs.writeFileSync(path.join(root, '404.html'), 'missing');
fs.mkdirSync(path.join(root, '_next', 'static', 'chunks'), { recursive: true });
const CHUNK = `console.log(${JSON.stringify('chunk '.repeat(300))});`;
fs.writeFileSync(path.join(root, '_next', 'static', 'chunks', 'a.js'), CHUNK);
fs.writeFileSync(path.join(root, '_next', 'static', 'chunks', 'a.js.gz'), gzipSync(CHUNK));
fs.writeFileSync(path.join(root, '_next', 'static', 'chunks', 'a.js.br'), brotliCompressSync(CHUNK));
fs.mkdirSync(path.join(root, 'live'));
const WASM = Buffer.from([0, 97, 115, 109, 1, 0, 0, 0, ...Array(4000).fill(7)]);
fs.writeFileSync(path.join(root, 'live', 'compiler-1.0.wasm'), WASM);

/** Starts a server on a free port for the file's tests; returns its origin. */
function serve(base: string): () => { origin: string; port: number } {
  const server = createStaticServer(root, { base });
  beforeAll(() => new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve)));
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  return () => {
    const { port } = server.address() as AddressInfo;
    return { origin: `http://127.0.0.1:${port}`, port };
  };
}

/**
 * Sends a request line as written (fetch and URL would normalise `..` away), with `headers`, and
 * returns the raw response (headers as sent; fetch hides Content-Length when it decodes).
 */
function rawGet(port: number, target: string, headers: readonly string[] = []): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () =>
      socket.write(`GET ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\n${headers.map((h) => `${h}\r\n`).join('')}Connection: close\r\n\r\n`),
    );
    let text = '';
    socket.setEncoding('utf8');
    // A server that dies on the request must fail the test now, not at the test timeout.
    socket.setTimeout(5000, () => socket.destroy(new Error(`no answer to ${target}`)));
    socket.on('data', (chunk: string) => (text += chunk));
    socket.on('error', reject);
    socket.on('end', () => resolve({ status: Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1] ?? 0), text }));
  });
}

describe('underBase', () => {
  it('maps request paths under the base to export paths, and nothing else', () => {
    expect(underBase('/lilaq-docs/docs/intro', '/lilaq-docs')).toBe('/docs/intro');
    expect(underBase('/lilaq-docs', '/lilaq-docs')).toBe('/');
    expect(underBase('/lilaq-docs?q=x', '/lilaq-docs')).toBe('/?q=x');
    expect(underBase('/docs/intro', '/lilaq-docs')).toBeNull();
    expect(underBase('/lilaq-docsx/intro', '/lilaq-docs')).toBeNull();
    expect(underBase('/docs/intro', '')).toBe('/docs/intro');
  });
});

describe('createStaticServer at the root', () => {
  const server = serve('');

  it('serves clean URLs from .html files, without a trailing slash', async () => {
    const { origin } = server();
    for (const [url, body] of [
      ['/', 'home'],
      ['/docs/intro', 'intro'],
      ['/docs/intro?x=1', 'intro'],
      ['/docs', 'docs'],
      // A dot in a clean URL is part of the page name, not a file type.
      ['/docs/scale.log', 'log scale'],
    ]) {
      const response = await fetch(`${origin}${url}`);
      expect(response.status, url).toBe(200);
      expect(await response.text(), url).toBe(body);
      expect(response.headers.get('content-type'), url).toBe('text/html;charset=utf-8');
    }
  });

  it('answers unknown paths with the 404 page and status 404', async () => {
    const response = await fetch(`${server().origin}/nope`);
    expect(response.status).toBe(404);
    expect(await response.text()).toBe('missing');
  });

  it('gzips text for clients that accept it, with a UTF-8 charset', async () => {
    const response = await fetch(`${server().origin}/notes.md`, { headers: { 'accept-encoding': 'gzip' } });
    expect(response.headers.get('content-type')).toBe('text/markdown; charset=utf-8');
    // fetch decodes transparently; the header says what went over the wire.
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(await response.text()).toBe(fs.readFileSync(path.join(root, 'notes.md'), 'utf8'));
  });

  it.each([
    ['gzip, deflate, br', 'br', '.br'],
    ['gzip', 'gzip', '.gz'],
  ])('sends a script as its precompressed sibling (accept-encoding %s → %s)', async (accept, encoding, suffix) => {
    const { port } = server();
    const response = await fetch(`${server().origin}/_next/static/chunks/a.js`, { headers: { 'accept-encoding': accept } });
    expect(response.headers.get('content-encoding')).toBe(encoding);
    expect(response.headers.get('content-type')).toMatch(/^text\/javascript|^application\/javascript/);
    expect(response.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(await response.text()).toBe(CHUNK);
    // On the wire: the sibling's own bytes, not a fresh compression.
    const { text } = await rawGet(port, '/_next/static/chunks/a.js', [`Accept-Encoding: ${accept}`]);
    expect(Number(/\r\ncontent-length: (\d+)/i.exec(text)?.[1])).toBe(
      fs.statSync(path.join(root, '_next', 'static', 'chunks', `a.js${suffix}`)).size,
    );
  });

  it("gzips the live editor's WebAssembly, the same bytes on every request", async () => {
    for (let i = 0; i < 2; i++) {
      const response = await fetch(`${server().origin}/live/compiler-1.0.wasm`, { headers: { 'accept-encoding': 'gzip' } });
      expect(response.headers.get('content-type')).toBe('application/wasm');
      expect(response.headers.get('content-encoding')).toBe('gzip');
      expect(Buffer.from(await response.arrayBuffer())).toEqual(WASM);
    }
  });

  it.each([
    '/../package.json',
    '/live/../../package.json',
    '/live/%2e%2e/%2e%2e/package.json',
    '/%2e%2e/package.json',
    '/docs/%2E%2E/%2e%2e/package.json',
    '/..%2fpackage.json',
    '/%E0%A4%A',
  ])('never serves a file outside the export for %s', async (target) => {
    const { status, text } = await rawGet(server().port, target);
    expect([400, 404]).toContain(status);
    expect(text).not.toContain(SECRET);
  });

  it('serves a file inside the export through an escaping-looking path that stays inside', async () => {
    // Proof that the raw requests above reach the file lookup: `..` that stays in the export works.
    const { status, text } = await rawGet(server().port, '/docs/%2e%2e/docs/intro');
    expect(status).toBe(200);
    expect(text).toContain('intro');
  });
});

describe('createStaticServer under a base path', () => {
  const server = serve('/sub');

  it('serves under the base path with the headers of _headers, and 404s outside it', async () => {
    const { origin } = server();
    const page = await fetch(`${origin}/sub/docs/intro`);
    expect(await page.text()).toBe('intro');
    expect(page.headers.get('x-test')).toBe('all');
    expect(page.headers.get('cache-control')).toBe('public, max-age=0');
    const home = await fetch(`${origin}/sub`);
    expect(await home.text()).toBe('home');
    expect(home.headers.get('cache-control')).toBe('no-cache');
    const outside = await fetch(`${origin}/docs/intro`);
    expect(outside.status).toBe(404);
    expect(await outside.text()).toBe('Not found');
    const missing = await fetch(`${origin}/sub/nope`);
    expect(missing.status).toBe(404);
    expect(await missing.text()).toBe('missing');
    expect(missing.headers.get('x-test')).toBe('all');
  });
});
