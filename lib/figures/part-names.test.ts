import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import facts from '../reference/facts/0.5.0.json';
import { describePart } from './part-names';
import { PART_KINDS, type Part } from './parts';

const KINDS = PART_KINDS;

const definitions = facts.definitions as Array<{ name: string; params: Array<{ name: string }> }>;
const referenceDir = path.join(process.cwd(), 'content', 'docs', 'reference');

describe('describePart', () => {
  it('names the axis and the side', () => {
    expect(describePart({ k: 'tick-label', a: 'x', b: [0, 0, 1, 1] }).name).toBe('tick labels of the x axis');
    expect(describePart({ k: 'tick-label', a: 'y', far: true, b: [0, 0, 1, 1] }).name).toBe('tick labels of the y axis on the right');
    expect(describePart({ k: 'label', a: 'y', cb: true, b: [0, 0, 1, 1] }).name).toBe('label of the colour bar');
    const d = describePart({ k: 'tick-label', a: 'x', b: [0, 0, 1, 1] });
    expect([d.element, d.setter]).toEqual(['lq.tick-label', 'lq.set-tick-label(...)']);
  });

  it('links only to reference pages and parameters that exist', () => {
    const variants: Part[] = KINDS.flatMap((k) => [
      { k, a: 'x' as const },
      { k, a: 'y' as const, sub: true as const },
      { k, cb: true as const },
    ]);
    for (const part of variants) {
      for (const link of describePart(part).links) {
        const [page, anchor] = link.href.replace('/docs/reference/', '').split('#');
        expect(fs.existsSync(path.join(referenceDir, `${page}.mdx`)), `${link.href}: page`).toBe(true);
        if (anchor) {
          const params = definitions.find((d) => d.name === page)?.params.map((p) => p.name) ?? [];
          expect(params, `${link.href}: parameter`).toContain(anchor);
        }
      }
    }
  });
});
