import { describe, expect, it } from 'vitest';
import { extractToc } from './toc';

describe('extractToc', () => {
  it('lists h2 to h4 with the ids the rendered headings carry', () => {
    const toc = extractToc('# Title\n\n## First steps\n\n### The `lq.plot` call\n\n#### Deep\n\n##### Too deep\n');
    expect(toc).toEqual([
      { id: 'first-steps', title: 'First steps', depth: 2 },
      { id: 'the-lqplot-call', title: 'The lq.plot call', depth: 3 },
      { id: 'deep', title: 'Deep', depth: 4 },
    ]);
  });

  it('numbers duplicate headings like the renderer does', () => {
    const ids = extractToc('## Example\n\n## Example\n').map((e) => e.id);
    expect(ids).toEqual(['example', 'example-1']);
  });

  it('ignores hash lines inside code blocks and JSX', () => {
    const toc = extractToc('```typ\n# not a heading\n```\n\n<Note>text</Note>\n\n## Real\n');
    expect(toc.map((e) => e.title)).toEqual(['Real']);
  });
});
