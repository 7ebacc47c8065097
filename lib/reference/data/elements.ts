import type { RefDefinition } from '../types';

export const elementDefinitions: readonly RefDefinition[] = [];
