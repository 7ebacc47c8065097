import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { LOADER_ID, loaderScript } from '../../hosting/build/first-paint';
import { exportedPages, pageWeight } from './page-weight';

describe('pageWeight', () => {
  it('adds up the HTML, scripts (preloaded ones too, not nomodule polyfills), styles and light figures a page loads', () => {
    const out = fs.mkdtempSync(path.join(os.tmpdir(), 'weight-'));
    fs.mkdirSync(path.join(out, 'docs'));
    fs.mkdirSync(path.join(out, 'figures'));
    fs.writeFileSync(path.join(out, 'a.js'), 'x'.repeat(100));
    fs.writeFileSync(path.join(out, 'legacy.js'), 'p'.repeat(5000));
    // A chunk the page starts after its first paint, through the loader.
    fs.writeFileSync(path.join(out, 'late.js'), 'l'.repeat(20));
    fs.writeFileSync(path.join(out, 's.css'), 'y'.repeat(50));
    fs.writeFileSync(path.join(out, 'figures', 'f-light.svg'), 'z'.repeat(30));
    fs.writeFileSync(path.join(out, 'figures', 'f-dark.svg'), 'z'.repeat(999));
    const html = `<link rel="stylesheet" href="/s.css"><script id="${LOADER_ID}">${loaderScript([{ src: '/late.js' }])}</script><script src="/a.js"></script><script src="/legacy.js" noModule=""></script><img src="/figures/f-light.svg"><img src="/figures/f-dark.svg">`;
    fs.writeFileSync(path.join(out, 'docs', 'intro.html'), html);
    const weight = pageWeight(out, '/docs/intro');
    expect(weight.html.raw).toBe(html.length);
    expect(weight.js.raw).toBe(120);
    expect(weight.css.raw).toBe(50);
    expect(weight.figures.raw).toBe(30);
    expect(weight.js.gzip).toBeLessThan(100);
  });

  it('counts a script’s precompressed .gz sibling, the bytes a browser receives, when the build wrote one', () => {
    const out = fs.mkdtempSync(path.join(os.tmpdir(), 'weight-'));
    fs.writeFileSync(path.join(out, 'a.js'), 'x'.repeat(100));
    fs.writeFileSync(path.join(out, 'a.js.gz'), Buffer.alloc(7));
    fs.writeFileSync(path.join(out, 'b.js'), 'y'.repeat(100));
    fs.writeFileSync(path.join(out, 'index.html'), '<script src="/a.js"></script><script src="/b.js"></script>');
    const weight = pageWeight(out, '/');
    expect(weight.js.raw).toBe(200);
    expect(weight.js.gzip).toBe(7 + gzipSync('y'.repeat(100)).length);
  });
});

describe('pageWeight of the page structure', () => {
  it('counts each stylesheet the page links once, local or not, and reads the flight data in the HTML', () => {
    const out = fs.mkdtempSync(path.join(os.tmpdir(), 'weight-'));
    fs.writeFileSync(path.join(out, 'a.css'), 'a{}');
    fs.writeFileSync(path.join(out, 'b.css'), 'b{}');
    const flight = '0:["$","main",null,{"children":[["$","p",null,{}],["$","$L1",null,{}]]}]\n';
    fs.writeFileSync(
      path.join(out, 'index.html'),
      '<link rel="stylesheet" href="/a.css"><link rel="stylesheet" href="/b.css"><link rel="stylesheet" href="/a.css">' +
        '<link rel="stylesheet" href="https://cdn.example/k.css"><link rel="preload" href="/c.css" as="style">' +
        `<script>(self.__next_f=self.__next_f||[]).push([0])</script><script>self.__next_f.push(${JSON.stringify([1, flight])})</script>`,
    );
    const weight = pageWeight(out, '/');
    expect(weight.stylesheets).toBe(3);
    expect(weight.css.raw).toBe(6);
    expect(weight.flight).toEqual({ scripts: 1, bytes: flight.length, elements: 2, islands: 1 });
  });
});

describe('exportedPages', () => {
  it('lists every HTML page of the export by its site path, and no framework files', () => {
    const out = fs.mkdtempSync(path.join(os.tmpdir(), 'pages-'));
    fs.mkdirSync(path.join(out, 'docs', 'reference'), { recursive: true });
    fs.mkdirSync(path.join(out, '_next', 'static'), { recursive: true });
    for (const file of ['index.html', '404.html', 'docs.html', 'docs/reference/plot.html', '_next/static/x.html', 'docs/intro.md'])
      fs.writeFileSync(path.join(out, file), '');
    expect(exportedPages(out)).toEqual(['/', '/404', '/docs', '/docs/reference/plot']);
  });
});
