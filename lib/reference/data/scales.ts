import type { RefDefinition } from '../types';

export const scaleDefinitions: readonly RefDefinition[] = [];
