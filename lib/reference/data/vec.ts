import type { RefDefinition } from '../types';

export const vecDefinitions: readonly RefDefinition[] = [
  {
    name: 'vec.add',
    call: 'vec.add',
    kind: 'function',
    summary: 'Adds two arrays entry by entry, so the result holds `a.at(i) + b.at(i)` at each index `i`.',
    params: [
      {
        name: 'a',
        kind: 'positional',
        required: true,
        types: ['array'],
        description: 'The first summand.',
      },
      {
        name: 'b',
        kind: 'positional',
        required: true,
        types: ['array'],
        description: 'The second summand. It needs as many entries as `a`, otherwise an error is raised.',
      },
    ],
    returns: ['array'],
    source: { path: 'src/vec.typ', line: 18 },
  },
  {
    name: 'vec.inner',
    call: 'vec.inner',
    kind: 'function',
    summary: 'Computes the dot product of two arrays: the sum of the products of matching entries.',
    params: [
      {
        name: 'a',
        kind: 'positional',
        required: true,
        types: ['array'],
        description: 'The first vector.',
      },
      {
        name: 'b',
        kind: 'positional',
        required: true,
        types: ['array'],
        description: 'The second vector, with the same number of entries as `a`.',
      },
    ],
    returns: ['int', 'float'],
    source: { path: 'src/vec.typ', line: 51 },
  },
  {
    name: 'vec.multiply',
    call: 'vec.multiply',
    kind: 'function',
    summary: 'Scales an array by multiplying each of its entries with the same number.',
    params: [
      {
        name: 'a',
        kind: 'positional',
        required: true,
        types: ['array'],
        description: 'The vector to scale.',
      },
      {
        name: 'c',
        kind: 'positional',
        required: true,
        types: ['int', 'float'],
        description: 'The factor applied to every entry.',
      },
    ],
    returns: ['array'],
    source: { path: 'src/vec.typ', line: 40 },
  },
  {
    name: 'vec.subtract',
    call: 'vec.subtract',
    kind: 'function',
    summary: 'Subtracts the second array from the first, entry by entry.',
    params: [
      {
        name: 'a',
        kind: 'positional',
        required: true,
        types: ['array'],
        description: 'The array to subtract from.',
      },
      {
        name: 'b',
        kind: 'positional',
        required: true,
        types: ['array'],
        description: 'The array whose entries are taken away. It needs as many entries as `a`.',
      },
    ],
    returns: ['array'],
    source: { path: 'src/vec.typ', line: 29 },
  },
  {
    name: 'vec.transform',
    call: 'vec.transform',
    kind: 'function',
    summary: 'Pairs up the entries of two equally long arrays and maps each pair through a function of your choice.',
    params: [
      {
        name: 'a',
        kind: 'positional',
        required: true,
        types: ['array'],
        description: 'Supplies the first entry of every pair.',
      },
      {
        name: 'b',
        kind: 'positional',
        required: true,
        types: ['array'],
        description: 'Supplies the second entry of every pair. Its length must equal that of `a`.',
      },
      {
        name: 'mapper',
        kind: 'positional',
        required: true,
        types: ['function'],
        description:
          'Called once per index with a single argument, the two-element array `(a.at(i), b.at(i))`. Destructure it in the parameter list, as in `((x, y)) => x * y`.',
      },
    ],
    returns: ['array'],
    source: { path: 'src/vec.typ', line: 4 },
  },
];
