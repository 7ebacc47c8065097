import { elementDefinitions } from './data/elements';
import { mathDefinitions } from './data/math';
import { plotDefinitions } from './data/plots';
import { primitiveDefinitions } from './data/primitives';
import { scaleDefinitions } from './data/scales';
import { tickFormatDefinitions } from './data/tick-format';
import { tickLocateDefinitions } from './data/tick-locate';
import { vecDefinitions } from './data/vec';
import type { RefDefinition } from './types';

/** Every documented Lilaq 0.5.0 definition, in one list. */
export const definitions: readonly RefDefinition[] = [
  ...plotDefinitions,
  ...elementDefinitions,
  ...primitiveDefinitions,
  ...mathDefinitions,
  ...vecDefinitions,
  ...scaleDefinitions,
  ...tickLocateDefinitions,
  ...tickFormatDefinitions,
];

const byName = new Map(definitions.map((d) => [d.name, d]));

export function getDefinition(name: string): RefDefinition | undefined {
  return byName.get(name);
}
