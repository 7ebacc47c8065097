import { toHtml } from 'hast-util-to-html';
import { describe, expect, it } from 'vitest';
import { historyUntil } from './history';
import { historyLine, historyTable } from './history-hast';

const text = (html: string) => html.replace(/<[^>]+>/g, '');

describe('history line', () => {
  it('says since when, and the default change of the view’s release', () => {
    const line = text(toHtml(historyLine(historyUntil('0.6.0').param('bar', 'width')!)));
    expect(line).toContain('Since 0.1.0 · default 0.8 → 80% in 0.6.0');
    expect(line).toContain('takes ratio, duration from 0.6.0');
    // The behaviour note follows on a line of its own.
    expect(line).toContain('0.6.0 Also takes a ratio');
  });

  it('never speaks of a later release', () => {
    const line = text(toHtml(historyLine(historyUntil('0.5.0').param('bar', 'width')!)));
    expect(line).toBe('Since 0.1.0');
  });

  it('names a rename', () => {
    expect(text(toHtml(historyLine(historyUntil('0.5.0').param('hlines', 'stroke')!)))).toBe('Since 0.3.0 · renamed from line in 0.3.0');
  });
});

describe('history table', () => {
  const view = historyUntil('0.6.0');
  const html = toHtml(historyTable(view.definition('bar')!, view.releases, 'bar'));

  it('is a collapsed, captioned table with a column per release and a row per parameter', () => {
    expect(html).toMatch(/^<details class="api-history"><summary>This definition across releases<\/summary>/);
    expect(html).toContain('<caption>');
    for (const release of view.releases) expect(html).toContain(`<th scope="col">${release}</th>`);
    expect(html).toContain('<th scope="row"><code>width</code></th>');
  });

  it('marks a changed default and a release without the parameter', () => {
    expect(html).toContain('<td class="api-history__changed"><code>80%</code><span class="visually-hidden"> (changed)</span></td>');
    const violin = historyTable(view.definition('diagram')!, view.releases, 'diagram');
    expect(toHtml(violin)).toContain('<span class="visually-hidden">absent</span>');
  });

  it('starts at the definition’s first release and says what moved it', () => {
    const moved = text(toHtml(historyTable(view.definition('tick-locate.linear')!, view.releases, 'tick-locate.linear')));
    expect(moved).toContain('lq.tick-locate.linear exists since 0.5.0.');
    expect(moved).toContain('the older name lq.locate-ticks-linear still works');
    expect(moved).toContain('from 0.5.0 to 0.6.0');
  });
});
