import { describe, expect, it } from 'vitest';
import { docsReleases } from '../docs/release-view';
import { definitionsOf } from './reference';

/**
 * A parameter's words may name its default ("the default `80%` leaves…"); the value is the facts'
 * of the page's release, or the page says something false on one of its releases. Each `<Param>`
 * is read as its release's page has it (the other release's blocks left out).
 */
const STATED = /\bdefault(?:s| value)?(?:\s+(?:is|of|to|being))?\s*[:,]?\s*`([^`]+)`/gi;

const normal = (value: string) => value.replace(/\s+/g, ' ').trim();

function statedDefaults(release: string): string[] {
  const wrong: string[] = [];
  for (const definition of definitionsOf(release)) {
    for (const param of definition.params) {
      for (const match of param.description.matchAll(STATED)) {
        const stated = normal(match[1] ?? '');
        if (param.default === undefined || stated !== normal(param.default))
          wrong.push(`${release} ${definition.name}#${param.name}: says default \`${stated}\`, the facts say ${param.default === undefined ? 'none' : `\`${param.default}\``}`);
      }
    }
  }
  return wrong;
}

describe('defaults stated in the reference', () => {
  for (const release of docsReleases)
    it(`are the facts' defaults on the pages of Lilaq ${release}`, () => {
      expect(statedDefaults(release)).toEqual([]);
    });

  it('notices a wrong one', () => {
    const bar = definitionsOf('0.6.0').find((definition) => definition.name === 'bar');
    const width = bar?.params.find((param) => param.name === 'width');
    expect(width?.default).toBe('80%');
    expect([...`the default \`0.8\` leaves a gap`.matchAll(STATED)].map((m) => m[1])).toEqual(['0.8']);
  });
});
