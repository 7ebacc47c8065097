import { describe, expect, it } from 'vitest';
import type { FactDefinition } from './facts-types';
import { mergeDefinition, typeRefs } from './merge';
import type { RefProse } from './types';

const fact: FactDefinition = {
  name: 'widget',
  kind: 'function',
  source: { path: 'src/widget.typ', line: 7 },
  params: [
    { name: 'x', kind: 'positional', required: true, types: ['float'] },
    { name: 'side', kind: 'named', default: '"left"', types: ['"left"', '"right"'] },
    { name: 'paint', kind: 'named', default: 'auto', types: ['auto', 'paint'] },
  ],
};

const prose: RefProse = {
  name: 'widget',
  summary: 'A widget.',
  params: [
    { name: 'side', description: 'Which side.' },
    { name: 'x', description: 'Where.', types: ['int', 'float'] },
    { name: 'paint', description: 'The paint.', types: ['auto', 'color'] },
  ],
};

describe('mergeDefinition', () => {
  it('takes kinds, defaults and source from the facts, words and order from the prose', () => {
    const problems: string[] = [];
    const definition = mergeDefinition(prose, fact, problems);
    expect(problems).toEqual([]);
    expect(definition).toEqual({
      name: 'widget',
      call: 'widget',
      kind: 'function',
      summary: 'A widget.',
      source: { path: 'src/widget.typ', line: 7 },
      params: [
        { name: 'side', kind: 'named', default: '"left"', types: ['str'], description: 'Which side.' },
        { name: 'x', kind: 'positional', required: true, types: ['int', 'float'], description: 'Where.' },
        { name: 'paint', kind: 'named', default: 'auto', types: ['auto', 'color'], description: 'The paint.' },
      ],
    });
  });

  it('names prose about a parameter Lilaq lacks, a parameter without prose, and types it cannot show', () => {
    const problems: string[] = [];
    mergeDefinition(
      {
        ...prose,
        params: [
          { name: 'gone', description: 'Old.' },
          { name: 'paint', description: 'The paint.' },
        ],
      },
      fact,
      problems,
    );
    expect(problems).toEqual([
      'widget#gone: described, but Lilaq widget has no such parameter',
      "widget#paint: Lilaq's types [auto, paint] need a `types` in the prose",
      'widget#x: a parameter of Lilaq without prose (add a <Param name="x"> block)',
      'widget#side: a parameter of Lilaq without prose (add a <Param name="side"> block)',
    ]);
  });

  it('names `types` that only repeat what Lilaq annotates', () => {
    const problems: string[] = [];
    const repeated = prose.params.map((param) => (param.name === 'x' ? { ...param, types: ['float' as const] } : param));
    mergeDefinition({ ...prose, params: repeated }, fact, problems);
    expect(problems).toEqual(["widget#x: `types` repeats Lilaq's annotation; leave it out"]);
  });
});

describe('typeRefs', () => {
  it('maps Lilaq annotations to the types pages link', () => {
    expect(typeRefs(['string', 'lq.mark', '"x"', 'left', 'dict', 'array.'])).toEqual([
      'str',
      'lq:mark',
      'alignment',
      'dictionary',
      'array',
    ]);
    expect(typeRefs(['tiptoe.mark'])).toBeUndefined();
    expect(typeRefs([])).toBeUndefined();
  });
});
