import type { RefProse } from '../types';

export const vecProse: readonly RefProse[] = [
  {
    name: 'vec.add',
    summary: 'Adds two arrays entry by entry, so the result holds `a.at(i) + b.at(i)` at each index `i`.',
    params: [
      {
        name: 'a',
        description: 'The first summand.',
      },
      {
        name: 'b',
        description: 'The second summand. It needs as many entries as `a`, otherwise an error is raised.',
      },
    ],
    returns: ['array'],
  },
  {
    name: 'vec.inner',
    summary: 'Computes the dot product of two arrays: the sum of the products of matching entries.',
    params: [
      {
        name: 'a',
        description: 'The first vector.',
      },
      {
        name: 'b',
        description: 'The second vector, with the same number of entries as `a`.',
      },
    ],
    returns: ['int', 'float'],
  },
  {
    name: 'vec.multiply',
    summary: 'Scales an array by multiplying each of its entries with the same number.',
    params: [
      {
        name: 'a',
        description: 'The vector to scale.',
      },
      {
        name: 'c',
        description: 'The factor applied to every entry.',
      },
    ],
    returns: ['array'],
  },
  {
    name: 'vec.subtract',
    summary: 'Subtracts the second array from the first, entry by entry.',
    params: [
      {
        name: 'a',
        description: 'The array to subtract from.',
      },
      {
        name: 'b',
        description: 'The array whose entries are taken away. It needs as many entries as `a`.',
      },
    ],
    returns: ['array'],
  },
  {
    name: 'vec.transform',
    summary: 'Pairs up the entries of two equally long arrays and maps each pair through a function of your choice.',
    params: [
      {
        name: 'a',
        description: 'Supplies the first entry of every pair.',
      },
      {
        name: 'b',
        description: 'Supplies the second entry of every pair. Its length must equal that of `a`.',
      },
      {
        name: 'mapper',
        description:
          'Called once per index with a single argument, the two-element array `(a.at(i), b.at(i))`. Destructure it in the parameter list, as in `((x, y)) => x * y`.',
      },
    ],
    returns: ['array'],
  },
];
