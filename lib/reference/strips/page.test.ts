import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { toHtml } from 'hast-util-to-html';
import { describe, expect, it } from 'vitest';
import { paramLine } from './examples';
import { pageStrips } from './page';

const root = path.join(import.meta.dirname, '../../..');
const page = path.join(root, 'content/docs/reference/legend.mdx');
const source = fs.readFileSync(page, 'utf8');
const lines = { paramLine: (param: string) => paramLine(source, param) };

describe('the strips of a reference page', () => {
  it('come from the committed figure store, sized from the stored SVG', () => {
    const blocks = pageStrips({ definition: 'legend', ...lines, mdxPath: page, root, dev: false });
    expect([...blocks.keys()]).toContain('position');
    const html = toHtml(blocks.get('position')!);
    expect(html.match(/src="\/figures\/[0-9a-f]{16}-light\.svg" width="\d+" height="\d+"/g)).toHaveLength(4);
  });

  it('fail the compile at the <Param> line when a figure is missing, or leave the strip out in dev mode', () => {
    const empty = fs.mkdtempSync(path.join(os.tmpdir(), 'strips-'));
    const line = source.split('\n').findIndex((l) => l.startsWith('<Param name="position"')) + 1;
    expect(() => pageStrips({ definition: 'legend', ...lines, mdxPath: page, root: empty, dev: false })).toThrow(
      new RegExp(`content/docs/reference/legend\\.mdx:${line}: .*no current figure.*parameter strip of legend\\.position`),
    );
    expect(pageStrips({ definition: 'legend', ...lines, mdxPath: page, root: empty, dev: true }).size).toBe(0);
  });
});
