import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { AddressInfo } from 'node:net';
import { createStaticServer, resolveFile, underBase } from './static-server';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'serve-'));
fs.mkdirSync(path.join(root, 'docs'));
fs.writeFileSync(path.join(root, 'index.html'), 'home');
fs.writeFileSync(path.join(root, 'docs', 'intro.html'), 'intro');
fs.writeFileSync(path.join(root, 'docs.html'), 'docs');

describe('resolveFile', () => {
  it('serves clean URLs from .html files', () => {
    expect(resolveFile(root, '/docs/intro')).toBe(path.join(root, 'docs/intro.html'));
    expect(resolveFile(root, '/docs/intro?x=1')).toBe(path.join(root, 'docs/intro.html'));
    expect(resolveFile(root, '/')).toBe(path.join(root, 'index.html'));
    expect(resolveFile(root, '/docs')).toBe(path.join(root, 'docs.html'));
  });
  it('returns nothing for unknown or escaping paths', () => {
    expect(resolveFile(root, '/nope')).toBeUndefined();
    expect(resolveFile(root, '/../../etc/passwd')).toBeUndefined();
    expect(resolveFile(root, '/%E0%A4%A')).toBeUndefined();
  });
});

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

describe('createStaticServer', () => {
  fs.writeFileSync(path.join(root, '_headers'), '/sub/*\n  X-Test: all\n/sub/docs/*\n  Cache-Control: public, max-age=0\n');
  fs.writeFileSync(path.join(root, '404.html'), 'missing');

  it('serves under the base path with the headers of _headers, and 404s outside it', async () => {
    const server = createStaticServer(root, { base: '/sub' });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
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
    } finally {
      server.close();
    }
  });
});
