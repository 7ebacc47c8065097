import type { RefDefinition } from '../types';

export const plotDefinitions: readonly RefDefinition[] = [];
