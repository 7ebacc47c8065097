import type { RefDefinition } from '../types';

export const mathDefinitions: readonly RefDefinition[] = [];
