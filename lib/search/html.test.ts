import { describe, expect, it } from 'vitest';
import { escapeHtml, unescapeHtml } from './html';

describe('escapeHtml', () => {
  it('escapes markup characters', () => {
    expect(escapeHtml(`<img src=x onerror="a('b')"> & co`)).toBe('&lt;img src=x onerror=&quot;a(&#39;b&#39;)&quot;&gt; &amp; co');
  });
});

describe('unescapeHtml', () => {
  it('undoes escapeHtml', () => {
    const text = `<b class="x">Tom's & Jerry's</b>`;
    expect(unescapeHtml(escapeHtml(text))).toBe(text);
  });
  it('does not double-unescape', () => {
    expect(unescapeHtml('&amp;lt;')).toBe('&lt;');
  });
});
