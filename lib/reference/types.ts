/**
 * The typed model behind every API reference page. One `RefDefinition` per documented Lilaq
 * definition, joined from generated facts and our `RefProse` (see `merge.ts`); pages render
 * signatures and parameter lists from it, never by hand.
 *
 * Text fields (`summary`, `description`) are Markdown in our own words, written on the reference
 * page itself in `<Summary>` and `<Param>` blocks (see remark-reference.ts and README.md). Their links are
 * ordinary Markdown links, checked by the link gate like every other link of the page.
 */

/** Built-in Typst types, linked to the Typst documentation. */
export const typstTypes = [
  'any',
  'none',
  'auto',
  'bool',
  'int',
  'float',
  'decimal',
  'str',
  'content',
  'array',
  'dictionary',
  'function',
  'length',
  'relative',
  'ratio',
  'fraction',
  'angle',
  'alignment',
  'color',
  'gradient',
  'tiling',
  'stroke',
  'datetime',
  'duration',
  'label',
  'bytes',
  'module',
  'type',
  'symbol',
  'direction',
  'location',
  'selector',
  'version',
  'regex',
  'arguments',
] as const;
export type TypstType = (typeof typstTypes)[number];

/**
 * A type an argument accepts: a built-in Typst type, or `lq:NAME` for a Lilaq definition that has
 * its own reference page (for example `lq:scale.scale`, `lq:legend`, `lq:mark`).
 */
export type TypeRef = TypstType | `lq:${string}`;

export interface RefParam {
  /** The argument name as Lilaq spells it; for a variadic positional, the sink's name. */
  name: string;
  kind: 'positional' | 'named';
  /** `..name` in the signature. */
  variadic?: boolean;
  /** A positional argument without default. Named arguments always have a default. */
  required?: boolean;
  types: readonly TypeRef[];
  /** The default exactly as Lilaq 0.5.0's code has it (Typst syntax), absent when required. */
  default?: string;
  description: string;
  /** Elements only: the field can be set with `lq.set-ELEMENT` / elembic set rules. */
  settable?: boolean;
  /** What the release changed about the parameter since the release before it, read from both releases' facts (release-notes.ts). */
  change?: ParamChange;
}

/** A parameter new in a release, or whose default or types it changed. */
export interface ParamChange {
  /** The release that made the change. */
  release: string;
  kind: 'new' | 'changed';
  /** For `changed`: the default before and after (Typst syntax), when it changed. */
  default?: { from: string | undefined; to: string | undefined };
  /** For `changed`: the types before and after, when they changed. */
  types?: { from: readonly TypeRef[]; to: readonly TypeRef[] };
}

export type RefKind = 'function' | 'element' | 'module';

export interface RefDefinition {
  /** Page name: `plot`, `scale.log`, `tick-locate.linear`, `vec.add`. */
  name: string;
  /** How a user calls it, without the `lq.` prefix: `plot`, `scale.log`, `tick-locate.linear`. */
  call: string;
  /** `element` for elembic elements (stylable with set and show rules), `module` for a namespace. */
  kind: RefKind;
  summary: string;
  params: readonly RefParam[];
  /** What the function returns, when that matters to a user. */
  returns?: readonly TypeRef[];
  /** Location of the definition in lilaq-project/lilaq at the release's tag. */
  source: { path: string; line: number };
  /** The Lilaq release the definition is documented for; absent: the site's (docs version "current"). */
  release?: string;
}

/**
 * Our words about one parameter, keyed by `name#param`. `types` is given only where the code
 * accepts other types than Lilaq's `/// ->` annotation says (or where it has none); a unit test
 * fails when it merely repeats the annotation.
 */
export interface ProseParam {
  name: string;
  description: string;
  types?: readonly TypeRef[];
  /** Line of the `<Param>` block in the page. */
  line?: number;
}

/** The hand-written half of a reference page; the facts come from `facts/VERSION.json`. */
export interface RefProse {
  /** Page name: `plot`, `scale.log`, `tick-locate.linear`, `vec.add`. */
  name: string;
  /** The name in the facts (how a user reaches it from `lq`), when it is not the page name. */
  call?: string;
  summary: string;
  /** What the function returns, when that matters to a user. */
  returns?: readonly TypeRef[];
  /** In the order the page lists them. */
  params: readonly ProseParam[];
  /** The reference page it was read from (relative to the project root) and its `reference:` line. */
  source?: { file: string; line: number };
}
