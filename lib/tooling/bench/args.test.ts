import { describe, expect, it } from 'vitest';
import { parseBenchArgs } from './args';

describe('parseBenchArgs', () => {
  it('reads parts and the site part’s options in any order', () => {
    expect(parseBenchArgs(['site', '--quick', 'search'])).toEqual({ parts: ['site', 'search'], site: { quick: true } });
    expect(parseBenchArgs(['--pages=/,/docs/intro', 'site', '--runs=5'])).toEqual({
      parts: ['site'],
      site: { pages: ['/', '/docs/intro'], runs: 5 },
    });
    expect(parseBenchArgs([])).toEqual({ parts: [], site: {} });
  });

  it('names the argument it cannot read', () => {
    expect(parseBenchArgs(['site', '--fast'])).toEqual({ error: expect.stringMatching(/^Unknown option --fast/) });
    expect(parseBenchArgs(['--runs=0'])).toEqual({ error: expect.stringMatching(/^--runs=0: /) });
    expect(parseBenchArgs(['--pages=docs/intro'])).toEqual({ error: expect.stringMatching(/^--pages=docs\/intro: /) });
    expect(parseBenchArgs(['--pages='])).toHaveProperty('error');
  });
});
