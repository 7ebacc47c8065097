import { describe, expect, it } from 'vitest';
import type { FactDefinition } from './facts-types';
import { mergeDefinition } from './merge';
import { ProseError, proseFromMdx } from './prose-mdx';

const file = 'content/docs/reference/widget.mdx';
const page = `---
title: widget
description: A widget.
reference: widget
---

<Summary returns="lq:legend, none">
Draws a widget beside the [\`lq.legend\`](/docs/reference/legend).
</Summary>

Some intro text.

<Param name="x" types="int, float">
Where the widget sits, see [\`diagram.cycle\`](/docs/reference/diagram#cycle).

A second paragraph with \`code\`.
</Param>

<Param name="gone">
A parameter that Lilaq does not have.
</Param>
`;

const fact: FactDefinition = {
  name: 'widget',
  kind: 'function',
  source: { path: 'src/widget.typ', line: 7 },
  params: [
    { name: 'x', kind: 'positional', required: true, types: ['float'] },
    { name: 'side', kind: 'named', default: '"left"', types: ['"left"', '"right"'] },
  ],
};

describe('proseFromMdx', () => {
  it('reads the summary and each parameter as the Markdown written on the page', () => {
    expect(proseFromMdx(file, page)).toEqual({
      name: 'widget',
      summary: 'Draws a widget beside the [`lq.legend`](/docs/reference/legend).',
      returns: ['lq:legend', 'none'],
      params: [
        {
          name: 'x',
          types: ['int', 'float'],
          line: 13,
          description: 'Where the widget sits, see [`diagram.cycle`](/docs/reference/diagram#cycle).\n\nA second paragraph with `code`.',
        },
        { name: 'gone', line: 19, description: 'A parameter that Lilaq does not have.' },
      ],
      source: { file, line: 4 },
    });
  });

  it('lets the merge name the page file and line of a parameter the facts lack and of a fact without prose', () => {
    const problems: string[] = [];
    mergeDefinition(proseFromMdx(file, page)!, fact, problems);
    expect(problems).toEqual([
      `${file}:19: widget#gone: described, but Lilaq widget has no such parameter`,
      `${file}:4: widget#side: a parameter of Lilaq without prose (add a <Param name="side"> block)`,
    ]);
  });

  it('ignores pages without a reference and fails a reference page without a summary, at its line', () => {
    expect(proseFromMdx('content/docs/intro.mdx', '---\ntitle: Intro\n---\n\nText.\n')).toBeUndefined();
    expect(() => proseFromMdx(file, page.replace(/<Summary[\s\S]*?<\/Summary>/, ''))).toThrow(ProseError);
    expect(() => proseFromMdx(file, page.replace(/<Summary[\s\S]*?<\/Summary>/, ''))).toThrow(
      `${file}:4: reference page without a <Summary>`,
    );
  });
});
