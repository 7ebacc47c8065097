import { describe, expect, it } from 'vitest';
import { formatBytes } from './format';
import { highlightTypst } from './highlight';

describe('formatBytes', () => {
  it('formats sizes for the data-file list', () => {
    expect(formatBytes(0)).toBe('0 B');
    expect(formatBytes(1023)).toBe('1023 B');
    expect(formatBytes(1536)).toBe('1.5 KB');
    expect(formatBytes(50 * 1024)).toBe('50 KB');
    expect(formatBytes(3 * 1024 * 1024)).toBe('3.0 MB');
  });
});

describe('highlightTypst', () => {
  it('highlights Typst with light and dark CSS variables, without a default colour', () => {
    const html = highlightTypst('#import "@preview/lilaq:0.5.0" as lq\n#lq.diagram()');
    expect(html).toMatch(/^<pre class="shiki shiki-themes github-light github-dark-default"/);
    expect(html).toContain('--shiki-light:');
    expect(html).toContain('--shiki-dark:');
    expect(html).not.toMatch(/[^-]color:/);
  });
});
