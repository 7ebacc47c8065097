import { describe, expect, it } from 'vitest';
import { baseCheckScript, BANNER_ID, MISMATCH_ATTRIBUTE, ROUTE_META, suggestBasePath } from './banner';

describe('suggestBasePath', () => {
  it('is the part of the address before the page path', () => {
    expect(suggestBasePath('/sub/docs/intro', '/docs/intro')).toBe('/sub');
    expect(suggestBasePath('/a/b/docs/intro.html', '/docs/intro')).toBe('/a/b');
    expect(suggestBasePath('/docs/intro', '/docs/intro')).toBe('');
    expect(suggestBasePath('/sub/', '/')).toBe('/sub');
    expect(suggestBasePath('/sub/index.html', '/')).toBe('/sub');
    expect(suggestBasePath('/', '/')).toBe('');
  });
  it('is null when the address does not end with the page path', () => {
    expect(suggestBasePath('/sub/docs/other', '/docs/intro')).toBeNull();
  });
});

/** Runs the head script against a minimal document, the way the browser runs it in <head>. */
function run(base: string, pathname: string, route: string | null, display = 'block') {
  const attributes: Record<string, string> = {};
  const elements: Record<string, { textContent: string }> = {
    [`${BANNER_ID}-current`]: { textContent: '' },
    [`${BANNER_ID}-fix`]: { textContent: 'static' },
  };
  const window = { getComputedStyle: () => ({ display }), addEventListener: () => undefined };
  const document = {
    readyState: 'complete',
    documentElement: { setAttribute: (name: string, value: string) => (attributes[name] = value) },
    getElementById: (id: string) => (id === BANNER_ID ? {} : (elements[id] ?? null)),
    querySelector: (selector: string) =>
      route !== null && selector === `meta[name="${ROUTE_META}"]` ? { getAttribute: () => route } : null,
  };
  new Function('location', 'document', 'window', baseCheckScript(base))({ pathname }, document, window);
  return {
    mismatch: MISMATCH_ATTRIBUTE in attributes,
    current: elements[`${BANNER_ID}-current`]?.textContent,
    fix: elements[`${BANNER_ID}-fix`]?.textContent,
  };
}

describe('baseCheckScript', () => {
  it('flags an address outside the base path and suggests the path it is served from', () => {
    expect(run('/lilaq-docs', '/docs/intro', '/docs/intro')).toEqual({
      mismatch: true,
      current: '/docs/intro',
      fix: 'Build it without BASE_PATH: this address is the root of the host.',
    });
    expect(run('/lilaq-docs', '/mirror/docs/intro', '/docs/intro').fix).toBe(
      'Build it with BASE_PATH=/mirror, or serve it from /lilaq-docs.',
    );
    expect(run('/lilaq-docs', '/lilaq-docsx/docs/intro', '/docs/intro').mismatch).toBe(true);
  });
  it('leaves addresses inside the base alone', () => {
    expect(run('/lilaq-docs', '/lilaq-docs/docs/intro', '/docs/intro').mismatch).toBe(false);
    expect(run('/lilaq-docs', '/lilaq-docs', '/').mismatch).toBe(false);
    expect(run('', '/docs/intro', '/docs/intro').mismatch).toBe(false);
  });
  it('still fills in the suggestion for a root build opened in a sub-folder (its stylesheet fails there)', () => {
    expect(run('', '/sub/docs/intro', '/docs/intro')).toEqual({
      mismatch: false,
      current: '/sub/docs/intro',
      fix: 'Build it with BASE_PATH=/sub, or serve it from /.',
    });
  });
  it('leaves a hidden banner untouched, so a correct deployment hydrates exactly what was rendered', () => {
    expect(run('', '/docs/intro', '/docs/intro', 'none')).toEqual({ mismatch: false, current: '', fix: 'static' });
  });
  it('keeps the static advice when the page has no path of its own (the not-found page)', () => {
    expect(run('', '/sub/nope', null).fix).toBe('static');
  });
});
