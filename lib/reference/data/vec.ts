import type { RefDefinition } from '../types';

export const vecDefinitions: readonly RefDefinition[] = [];
