import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TypstExample } from './typst-example';

const code = '#import "@preview/lilaq:0.5.0" as lq\n#lq.diagram(lq.plot((1, 2), (3, 4)))';
const alt = 'Figure rendered from the code above';
const figure = { light: '/figures/a-light.svg', dark: '/figures/b-dark.svg', width: 301, height: 234 };
// The shown code arrives highlighted by the site's Shiki step (contentlayer.config.ts), as children.
const highlighted = (
  <pre className="shiki">
    <code>{code}</code>
  </pre>
);

describe('TypstExample', () => {
  it('renders the highlighted code, a copy button and both lazy figure variants with their size', () => {
    const html = renderToStaticMarkup(
      <TypstExample code={code} alt={alt} figure={figure}>
        {highlighted}
      </TypstExample>,
    );
    expect(html).toMatch(/<div class="typst-example-code">.*<div><pre class="shiki"><code>#import/);
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
        figure={figure}
        data={[{ name: 'temps.csv', size: 2048, href: '/figures/data/0123/temps.csv' }]}
      />,
    );
    expect(html).toContain('alt="Temperatures per day"');
    expect(html).toContain('<a href="/figures/data/0123/temps.csv" download="temps.csv">temps.csv</a>');
    expect(html).toContain('(2.0 KB)');
  });

  it('shows a note instead of a figure when the example needs komet', () => {
    const html = renderToStaticMarkup(<TypstExample code={code} alt={alt} unavailable="needs @preview/komet:0.1.0" />);
    expect(html).not.toContain('<img');
    expect(html).toContain('role="note"');
    expect(html).toContain('komet');
  });

  it("shows a failing example's code with Typst's message under it, in the static HTML, and no figure", () => {
    const failure = { message: 'unexpected argument: linewidth', hints: ['the plot takes `stroke`'], line: 2 };
    const html = renderToStaticMarkup(
      <TypstExample id="ex-2" code={code} alt="" failure={failure}>
        {highlighted}
      </TypstExample>,
    );
    expect(html).toMatch(/<figure id="ex-2" class="typst-example typst-example-fails">/);
    expect(html).toMatch(/<pre class="shiki"><code>#import[\s\S]*<figcaption class="typst-example-failure">/);
    expect(html).toContain('Typst stops at line 2 with this error:');
    expect(html).toContain('<code>error: unexpected argument: linewidth\nhint: the plot takes `stroke`</code>');
    expect(html).toContain('aria-label="Copy example code"');
    expect(html).not.toContain('<img');
    expect(html).not.toContain('Edit this example');
  });

  it('offers Edit only for examples the live editor can compile', () => {
    const props = { code, alt, figure };
    const editable = renderToStaticMarkup(<TypstExample {...props} live={{ prelude: '', postlude: '' }} />);
    expect(editable).toMatch(/<button type="button" class="copy-button" aria-label="Edit this example">Edit<\/button>/);
    expect(renderToStaticMarkup(<TypstExample {...props} />)).not.toContain('Edit this example');
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
    const data = [{ name: 'temps.csv', size: 10, href: '/figures/data/0123/temps.csv' }];
    const html = renderToStaticMarkup(<Based code={code} alt={alt} figure={figure} data={data} />);
    expect(html).toContain('src="/lilaq-docs/figures/a-light.svg"');
    expect(html).toContain('src="/lilaq-docs/figures/b-dark.svg"');
    expect(html).toContain('href="/lilaq-docs/figures/data/0123/temps.csv"');
  });
});
