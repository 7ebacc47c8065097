/**
 * The messages of Typst itself and of elembic that Lilaq users meet most, as Typst prints them
 * (found by compiling the mistakes with Lilaq 0.5.0). Lilaq's own messages are generated
 * (messages/); these are chosen by hand, each explained on content/docs/errors/typst.mdx under
 * the anchor `id`. A more specific template wins over a general one (lib/errors/match.ts), so
 * `legend: true` finds its own entry before the general elembic type message.
 */
import type { MessagePattern } from './match';

export const TYPST_MESSAGES: readonly MessagePattern[] = [
  { id: 'unexpected-argument', template: 'unexpected argument: {name}' },
  { id: 'unknown-variable', template: 'unknown variable: {name}' },
  { id: 'module-does-not-contain', template: 'module `{module}` does not contain `{name}`' },
  { id: 'expected-stroke-found-string', template: 'expected length, color, gradient, tiling, dictionary, or stroke, found string' },
  { id: 'expected-fill-found-string', template: 'expected color, gradient, tiling, or none, found string' },
  { id: 'expected-float-found-string', template: 'expected float, found string' },
  { id: 'expected-found', template: 'expected {expected}, found {found}' },
  {
    id: 'legend-true',
    template: "field 'legend' of element 'diagram': expected none, dictionary or content, found boolean",
  },
  { id: 'field-of-element-expected-found', template: "field '{field}' of element '{element}': expected {expected}, found {found}" },
  { id: 'unknown-named-field', template: "elembic: element '{element}': unknown named field '{field}'" },
  { id: 'cannot-subtract-length-from-datetime', template: 'cannot subtract length from datetime' },
];
