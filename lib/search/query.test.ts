import { describe, expect, it } from 'vitest';
import { parseQuery } from './query';

describe('parseQuery', () => {
  it('marks a question about when something changed, and leaves its release words out of the search', () => {
    expect(parseQuery('when were themes added')).toMatchObject({ release: 'any', groups: [{ words: ['theme'] }] });
    expect(parseQuery('hboxplot added in which release').release).toBe('any');
    expect(parseQuery("what's new in 0.5").release).toBe('any');
    expect(parseQuery('locate-ticks-linear renamed').release).toBe('any');
  });

  it('asks for the newest release with "latest", and for the posts by their word when nothing else is left', () => {
    expect(parseQuery('latest release announcement')).toMatchObject({ release: 'latest', groups: [{ words: ['release'] }] });
  });

  it('does not read a release question into names or into "version" alone', () => {
    expect(parseQuery('theme_update').release).toBe(false);
    expect(parseQuery('which typst version do I need').release).toBe(false);
    expect(parseQuery('plot a new line').release).toBe(false);
  });
});
