import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { PreparedExample } from '../prepare';
import { partsFileName } from '../store';
import { sharedFigures } from './share-figures';

let dir = '';
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

/** An example as the scanner prepares it, reduced to what the sharing reads. */
const example = (hash: string, line: number, release?: string) =>
  ({
    location: { file: 'content/docs/a.mdx', line, ...(release ? { release } : {}) },
    key: `${hash}1`,
    variants: {
      light: { hash: `${hash}1`, fileName: `${hash}1-light.svg` },
      dark: { hash: `${hash}2`, fileName: `${hash}2-dark.svg` },
    },
  }) as unknown as PreparedExample;

function store(files: Record<string, string>) {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'share-'));
  for (const [name, content] of Object.entries(files)) fs.writeFileSync(path.join(dir, name), content);
  return dir;
}

describe('figures stored once for two releases', () => {
  it("points another release's identical figures at the site release's, by file and line", () => {
    const figures = store({
      'aaaaaaaaaaaaaaa1-light.svg': '<svg>same</svg>',
      'aaaaaaaaaaaaaaa2-dark.svg': '<svg>dark</svg>',
      'bbbbbbbbbbbbbbb1-light.svg': '<svg>same</svg>',
      'bbbbbbbbbbbbbbb2-dark.svg': '<svg>dark</svg>',
      'ccccccccccccccc1-light.svg': '<svg>x</svg>',
      'ccccccccccccccc2-dark.svg': '<svg>x</svg>',
      'ddddddddddddddd1-light.svg': '<svg>changed in 0.6.0</svg>',
      'ddddddddddddddd2-dark.svg': '<svg>x</svg>',
    });
    const record = sharedFigures(
      figures,
      [
        example('aaaaaaaaaaaaaaa', 3),
        example('bbbbbbbbbbbbbbb', 3, '0.6.0'),
        example('ccccccccccccccc', 9),
        example('ddddddddddddddd', 9, '0.6.0'),
      ],
      {},
    );
    expect(record).toEqual({ bbbbbbbbbbbbbbb1: 'aaaaaaaaaaaaaaa1', bbbbbbbbbbbbbbb2: 'aaaaaaaaaaaaaaa2' });
  });
  it('keeps a figure whose part map differs, and one whose twin is unavailable', () => {
    const figures = store({
      'aaaaaaaaaaaaaaa1-light.svg': 's',
      'aaaaaaaaaaaaaaa2-dark.svg': 'd',
      [partsFileName('aaaaaaaaaaaaaaa1')]: '{"a":1}',
      'bbbbbbbbbbbbbbb1-light.svg': 's',
      'bbbbbbbbbbbbbbb2-dark.svg': 'd',
      [partsFileName('bbbbbbbbbbbbbbb1')]: '{"a":2}',
    });
    const pair = [example('aaaaaaaaaaaaaaa', 3), example('bbbbbbbbbbbbbbb', 3, '0.6.0')];
    expect(sharedFigures(figures, pair, {})).toEqual({});
    expect(sharedFigures(figures, pair, { aaaaaaaaaaaaaaa1: { file: 'content/docs/a.mdx', line: 3, reason: 'komet' } })).toEqual({});
  });
});
