import { describe, expect, it } from 'vitest';
import facts from '../reference/facts/0.5.0.json';
import { newInLilaq050 } from './new-in-0.5';

describe('newInLilaq050', () => {
  it('names only what Lilaq 0.5.0 exports', () => {
    expect(newInLilaq050.version).toBe(facts.lilaq);
    for (const name of newInLilaq050.names) expect(facts.exports).toContain(name);
  });

  it('names only parameters the 0.5.0 functions have', () => {
    for (const { function: fn, parameter } of newInLilaq050.parameters) {
      const definition = facts.definitions.find((d) => d.name === fn);
      expect(definition?.params.map((p) => p.name)).toContain(parameter);
    }
  });
});
