import { describe, expect, it } from 'vitest';
import { CURRENT_RELEASE } from '../docs/versions';
import { rowsForRelease, type WrittenRow } from './translation-rows';

const rows: WrittenRow[] = [
  { name: 'plt.bar', group: 'pyplot', lilaq: 'lq.bar(x, y)', href: '/docs/reference/bar#width' },
  { name: 'plt.violinplot', group: 'pyplot', lilaq: 'no violin plots', href: '/docs/recipes/violin-plot', missing: true, until: '0.5.0' },
  { name: 'plt.violinplot', group: 'pyplot', lilaq: 'lq.violin(..data)', href: '/docs/reference/violin', since: '0.6.0' },
  { name: 'plt.savefig', group: 'pyplot', lilaq: 'typst compile', href: '/cheat-sheet' },
];

describe('rowsForRelease', () => {
  it('keeps the rows of 0.5.0 as written, without their range', () => {
    expect(CURRENT_RELEASE).toBe('0.5.0');
    expect(rowsForRelease(rows, '0.5.0')).toEqual([
      { name: 'plt.bar', group: 'pyplot', lilaq: 'lq.bar(x, y)', href: '/docs/reference/bar#width' },
      { name: 'plt.violinplot', group: 'pyplot', lilaq: 'no violin plots', href: '/docs/recipes/violin-plot', missing: true },
      { name: 'plt.savefig', group: 'pyplot', lilaq: 'typst compile', href: '/cheat-sheet' },
    ]);
  });

  it("gives 0.6.0 its own rows and the shared ones, linked to 0.6.0's docs", () => {
    expect(rowsForRelease(rows, '0.6.0')).toEqual([
      { name: 'plt.bar', group: 'pyplot', lilaq: 'lq.bar(x, y)', href: '/docs/0.6.0/reference/bar#width' },
      { name: 'plt.violinplot', group: 'pyplot', lilaq: 'lq.violin(..data)', href: '/docs/0.6.0/reference/violin' },
      { name: 'plt.savefig', group: 'pyplot', lilaq: 'typst compile', href: '/cheat-sheet' },
    ]);
  });

  it('leaves a link that names its release where it points', () => {
    const named: WrittenRow = { name: 'x', group: 'g', lilaq: 'y', href: '/docs/0.6.0/reference/violin' };
    expect(rowsForRelease([named], '0.5.0')[0]?.href).toBe('/docs/0.6.0/reference/violin');
  });
});
