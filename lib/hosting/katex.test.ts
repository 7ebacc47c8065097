import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { katexCdnStylesheet, parseKatexSource } from './katex';

describe('KaTeX stylesheet source', () => {
  it('is self-hosted unless the build asks for the CDN', () => {
    expect(parseKatexSource(undefined)).toBe('self');
    expect(parseKatexSource('self')).toBe('self');
    expect(parseKatexSource(' CDN ')).toBe('cdn');
    expect(() => parseKatexSource('unpkg')).toThrow(/KATEX_CSS must be "self" \(the default\) or "cdn"/);
  });
  it('pins the CDN URL to the installed version and hashes the installed file', () => {
    const { version } = JSON.parse(fs.readFileSync('node_modules/katex/package.json', 'utf8')) as { version: string };
    const css = fs.readFileSync('node_modules/katex/dist/katex.min.css');
    expect(katexCdnStylesheet()).toEqual({
      href: `https://cdn.jsdelivr.net/npm/katex@${version}/dist/katex.min.css`,
      integrity: `sha384-${createHash('sha384').update(css).digest('base64')}`,
    });
  });
});
