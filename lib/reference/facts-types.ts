/**
 * The shape of the generated facts file (facts/<version>.json), read by the site. The generator
 * that writes it is lib/reference/build/facts.ts.
 */
export interface FactParam {
  name: string;
  kind: 'positional' | 'named';
  variadic?: true;
  required?: true;
  /** The default as written in the source (Typst syntax). */
  default?: string;
  /** Accepted types as Lilaq writes them: `/// ->` alternatives, or the elembic field type. */
  types: string[];
  /** Elembic fields that set rules can change. */
  settable?: true;
}

export interface FactDefinition {
  /** Name as a user reaches it from `lq`: `plot`, `scale.log`, `vec.add`, `color.map`. */
  name: string;
  kind: 'function' | 'element' | 'module';
  source: { path: string; line: number };
  params: FactParam[];
}

export interface FactsFile {
  lilaq: string;
  /** Every name `lq` exports (modules, functions, elements and computed values; not plain constants), sorted. */
  exports: string[];
  definitions: FactDefinition[];
}
