import type { RefDefinition } from '../types';

export const tickLocateDefinitions: readonly RefDefinition[] = [];
