import type { RefDefinition } from '../types';

export const tickFormatDefinitions: readonly RefDefinition[] = [];
