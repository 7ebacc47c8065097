import { compile } from '@mdx-js/mdx';
import { describe, expect, it } from 'vitest';
import { rehypePlugins, remarkPlugins } from '../../contentlayer.config';

const body = `## Growth as $e^t$

Inline $x^2$ and a table:

| a | b |
| - | - |
| 1 | 2 |

\`\`\`typst
#lq.diagram()
\`\`\`

## Growth as $e^t$
`;

describe('the site MDX pipeline', () => {
  // The first compile loads Shiki's grammars and themes: slow on a busy machine, hence the timeout.
  it('gives headings unique ids, renders math and code, and hands static blocks over as HTML', { timeout: 120_000 }, async () => {
    const fromList = String(
      await compile({ value: body, data: { rawDocumentData: { sourceFilePath: 'docs/pipeline-fixture.mdx' } } }, { remarkPlugins, rehypePlugins }),
    );
    expect(fromList).toContain('id: "growth-as-et"');
    expect(fromList).toContain('id: "growth-as-et-1"');
    expect(fromList).toContain('<span class=katex>');
    expect(fromList).toContain('"shiki shiki-themes github-light github-dark-default"');
    expect(fromList).toContain('table-wrapper');
    // Everything static arrives as finished HTML: no table element left for React to walk.
    expect(fromList).not.toContain('_components.table');
    expect(fromList).toContain('"data-html"');
  });
});
