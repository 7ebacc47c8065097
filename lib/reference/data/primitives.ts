import type { RefDefinition } from '../types';

export const primitiveDefinitions: readonly RefDefinition[] = [];
