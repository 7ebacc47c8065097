import { describe, expect, it } from 'vitest';
import { figureFileName } from './download';

describe('figureFileName', () => {
  it('names a figure after its page and example', () => {
    expect(figureFileName('/docs/reference/plot', 'ex-2', 'png')).toBe('lilaq-reference-plot-ex-2.png');
    expect(figureFileName('/docs/reference/scale.log', 'ex-1', 'svg')).toBe('lilaq-reference-scale-log-ex-1.svg');
    expect(figureFileName('/blog/release-0.5.0', 'ex-3', 'pdf')).toBe('lilaq-blog-release-0-5-0-ex-3.pdf');
    expect(figureFileName('/', 'ex-1', 'svg')).toBe('lilaq-home-ex-1.svg');
    expect(figureFileName('/cheat-sheet', 'ex-10', 'svg')).toBe('lilaq-cheat-sheet-ex-10.svg');
  });
});
