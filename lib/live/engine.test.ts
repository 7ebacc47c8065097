import { describe, expect, it } from 'vitest';
import { nonPortableColors } from '../figures/portable-svg';
import { placeOf, rangeStartLine } from './source';
import { createTestEngine } from './build/fixtures/engine';

// Real compiles with typst.ts's WebAssembly compiler and renderer, and packages of our own.
describe('live engine', async () => {
  const { engine, fetched } = await createTestEngine();

  it('renders a figure as SVG, with a package from the registry fetched once', async () => {
    const source = '#set page(width: auto, height: auto, margin: 4pt)\n#import "@preview/tinypkg:0.1.0": badge\n#badge[Live]\n';
    const first = await engine.compile(source, []);
    expect(first.kind).toBe('figure');
    expect(first.kind === 'figure' && first.svg).toMatch(/^<svg[^>]*viewBox="0 0 [\d.]+ [\d.]+"/);
    await engine.compile(source.replace('Live', 'Again'), []);
    expect(fetched).toEqual(['https://registry.test/preview/tinypkg-0.1.0.tar.gz']);
  });

  it('writes colours every SVG renderer reads, alpha in the opacity properties', async () => {
    // The renderer writes translucent colours as #rrggbbaa, which SVG 1.1 renderers cannot read.
    const rect = (fill: string) => `#box(rect(width: 8pt, height: 8pt, fill: ${fill}, stroke: none))`;
    const source = `#set page(width: auto, height: auto, margin: 4pt)\n${rect('oklab(50%, 0.1, 0.1, 50%)')}${rect('oklch(60%, 0.2, 30deg)')}\n`;
    const result = await engine.compile(source, []);
    if (result.kind !== 'figure') throw new Error(result.kind);
    expect(nonPortableColors(result.svg)).toEqual([]);
    // 50 % comes back as the byte 0x80, 0.502.
    expect(result.svg).toMatch(/fill="#a14203"[^>]*fill-opacity="0\.502"/);
    expect(result.svg).toContain('fill="#de3e2d"');
  });

  it('compiles the same source to a PDF for download', async () => {
    const result = await engine.compile('#set page(width: auto, height: auto, margin: 4pt)\nHello\n', [], 'pdf');
    expect(result.kind).toBe('pdf');
    const bytes = result.kind === 'pdf' ? result.bytes : new Uint8Array();
    expect(new TextDecoder().decode(bytes.subarray(0, 5))).toBe('%PDF-');
    expect(bytes.length).toBeGreaterThan(500);
  });

  it('gives typst errors with the line they point at', async () => {
    const result = await engine.compile('#set page(width: auto)\nfine\n#foo\n', []);
    expect(result.kind).toBe('error');
    if (result.kind !== 'error') return;
    expect(result.diagnostics[0]?.message).toBe('unknown variable: foo');
    expect(rangeStartLine(result.diagnostics[0]?.range)).toBe(2);
    expect(placeOf(2, { source: '', codeStart: 1, codeLines: 2 })).toEqual({ in: 'code', line: 2 });
  });

  it('lets Typst report a package the registry does not have', async () => {
    const result = await engine.compile('#import "@preview/nosuch:1.0.0": x\n', []);
    expect(result.kind).toBe('error');
    expect(result.kind === 'error' && result.diagnostics[0]?.message).toMatch(/package not found|nosuch/);
  });

  it('reads the data files it is given', async () => {
    const bytes = new TextEncoder().encode('a,b\n1,2\n');
    const ok = await engine.compile('#let rows = csv("temps.csv")\n#rows.len()\n', [{ name: 'temps.csv', bytes }]);
    expect(ok.kind).toBe('figure');
    const missing = await engine.compile('#csv("other.csv")\n', []);
    // Only the declared files exist: anything else is outside the example's (virtual) project.
    expect(missing.kind === 'error' && missing.diagnostics[0]?.message).toMatch(/failed to load file/);
  });
});

describe('live engine with a failing registry', async () => {
  const { engine } = await createTestEngine(() => ({ ok: false, missing: false, reason: 'HTTP 503' }));

  it('reports the failed download instead of a Typst error, and tries again next time', async () => {
    const source = '#import "@preview/tinypkg:0.1.0": badge\n#badge[x]\n';
    expect(await engine.compile(source, [])).toEqual({
      kind: 'download-failed',
      urls: ['https://registry.test/preview/tinypkg-0.1.0.tar.gz'],
    });
    expect((await engine.compile(source, [])).kind).toBe('download-failed');
  });
});
