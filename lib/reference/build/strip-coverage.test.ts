import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { documentedFacts } from '../documented-facts';
import { coverage, coverageTable, formattedReadme, TABLE_END, TABLE_START, withCoverageTable } from './strip-coverage';

const readmePath = path.join(import.meta.dirname, '..', 'README.md');

describe('strip coverage table', () => {
  it('in lib/reference/README.md is the one the facts and values.ts give (npm run reference:strips)', async () => {
    const readme = fs.readFileSync(readmePath, 'utf8');
    expect(await formattedReadme(readme, readmePath, documentedFacts.definitions)).toBe(readme);
  });

  it('counts every parameter once, with a strip or a reason', () => {
    const c = coverage(documentedFacts.definitions);
    const total = documentedFacts.definitions.reduce((n, d) => n + d.params.length, 0);
    expect(c.parameters).toBe(total);
    expect(c.strips + Object.values(c.byKind).reduce((a, b) => a + b, 0)).toBe(total);
  });

  it('names each strip parameter with its figure count and each other with its reason', () => {
    const table = coverageTable(documentedFacts.definitions);
    const legend = table.split('\n').find((line) => line.startsWith('| [legend]'))!;
    expect(legend).toContain('`position` (4)');
    expect(legend).toContain('`z-index` (not-sensible: stacking order');
  });

  it('replaces only what lies between its markers', () => {
    const readme = `intro\n${TABLE_START}\nold\n${TABLE_END}\nafter\n`;
    expect(withCoverageTable(readme, 'new')).toBe(`intro\n${TABLE_START}\n\nnew\n\n${TABLE_END}\nafter\n`);
    expect(() => withCoverageTable('no markers', 'new')).toThrow(/markers/);
  });
});
