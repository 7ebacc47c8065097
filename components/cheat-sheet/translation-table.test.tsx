import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { translations } from '@/lib/content/translations';
import { TranslationTable } from './translation-table';

describe('TranslationTable', () => {
  const html = renderToStaticMarkup(<TranslationTable tool="ggplot2" />);

  it('is a named, focusable scroll box around one table with a row per translation', () => {
    expect(html).toMatch(
      /^<div class="translations" role="region" aria-label="ggplot2 names and their Lilaq equivalents" tabindex="0" style="--rows:\d+"><table/,
    );
    expect(html.match(/<th scope=row>/g)).toHaveLength(translations.ggplot2.length);
    // The box knows its row count (group headings included): it sizes the box while its layout waits.
    expect(html).toContain(`style="--rows:${html.match(/<tr[ >]/g)!.length - 1}"`);
    expect(html).toContain('<th scope="col">You write in ggplot2</th><th scope="col">In Lilaq</th>');
  });

  it('heads each group once and links every row to its Lilaq page, code in monospace', () => {
    expect(html.match(/<th scope=colgroup colspan=2 class=translations__group>geoms(<\/th>)?/gi)).toHaveLength(1);
    // Written tersely (lib/html/elements.ts, innerHtml): no quotes, no implied end tags.
    expect(html).toContain('<th scope=row><code>geom_col</code><td><a href=/docs/reference/bar><code>lq.bar(x, y)</code></a><tr>');
  });

  it('marks a missing feature with words, not colour alone', () => {
    expect(html).toMatch(
      /<tr class=translations__missing><th scope=row><code>geom_violin<\/code><td><span class=translations__badge>No equivalent<\/span><a href=\/docs\/recipes\/violin-plot/,
    );
    expect(html.match(/No equivalent/g)).toHaveLength(translations.ggplot2.filter((row) => row.missing).length);
  });
});
