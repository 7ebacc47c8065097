import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TypstExample } from './typst-example';

const code = '#import "@preview/lilaq:0.5.0" as lq\n#lq.diagram(lq.plot((1, 2), (3, 4)))';

describe('TypstExample', () => {
  it('renders highlighted code, a copy button and both lazy figure variants with their size', () => {
    const html = renderToStaticMarkup(
      <TypstExample code={code} lightSrc="/figures/a-light.svg" darkSrc="/figures/b-dark.svg" width="301" height="234" />,
    );
    expect(html).toContain('class="shiki shiki-themes github-light github-dark-default"');
    expect(html).toMatch(/<button type="button" class="copy-button"[^>]*aria-label="Copy example code"/);
    for (const [cls, src] of [
      ['figure-light', '/figures/a-light.svg'],
      ['figure-dark', '/figures/b-dark.svg'],
    ]) {
      const img = new RegExp(
        `<img class="${cls}" src="${src}" width="301" height="234" alt="Figure rendered from the code above" loading="lazy" decoding="async"/>`,
      );
      expect(html).toMatch(img);
    }
  });

  it('uses the alt text from the meta and lists data files with size and download link', () => {
    const html = renderToStaticMarkup(
      <TypstExample
        code={code}
        alt="Temperatures per day"
        lightSrc="/figures/a-light.svg"
        darkSrc="/figures/b-dark.svg"
        width="10"
        height="10"
        data={JSON.stringify([{ name: 'temps.csv', size: 2048, href: '/figures/data/0123/temps.csv' }])}
      />,
    );
    expect(html).toContain('alt="Temperatures per day"');
    expect(html).toContain('<a href="/figures/data/0123/temps.csv" download="temps.csv">temps.csv</a>');
    expect(html).toContain('(2.0 KB)');
  });

  it('shows a note instead of a figure when the example needs komet', () => {
    const html = renderToStaticMarkup(<TypstExample code={code} unavailable="needs @preview/komet:0.1.0" />);
    expect(html).not.toContain('<img');
    expect(html).toContain('role="note"');
    expect(html).toContain('komet');
  });

  it('offers Edit only for examples the live editor can compile', () => {
    const figure = { code, lightSrc: '/figures/a-light.svg', darkSrc: '/figures/b-dark.svg', width: '1', height: '1' };
    const editable = renderToStaticMarkup(<TypstExample {...figure} live={'{"prelude":"","postlude":""}'} />);
    expect(editable).toMatch(/<button type="button" class="copy-button" aria-label="Edit this example">Edit<\/button>/);
    expect(renderToStaticMarkup(<TypstExample {...figure} />)).not.toContain('Edit this example');
  });
});

describe('TypstExample in an export built for a base path', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.resetModules();
  });
  it('points figures and data files below the base path', async () => {
    vi.stubEnv('NEXT_PUBLIC_BASE_PATH', '/lilaq-docs');
    vi.resetModules();
    const { TypstExample: Based } = await import('./typst-example');
    const data = JSON.stringify([{ name: 'temps.csv', size: 10, href: '/figures/data/0123/temps.csv' }]);
    const html = renderToStaticMarkup(<Based code={code} lightSrc="/figures/a-light.svg" darkSrc="/figures/b-dark.svg" data={data} />);
    expect(html).toContain('src="/lilaq-docs/figures/a-light.svg"');
    expect(html).toContain('src="/lilaq-docs/figures/b-dark.svg"');
    expect(html).toContain('href="/lilaq-docs/figures/data/0123/temps.csv"');
  });
});
