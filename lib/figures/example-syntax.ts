/**
 * The authoring syntax of runnable Typst examples in MDX (summarised in lib/figures/README.md):
 *
 *     ```typ example data="a.csv,b.json" lilaq="0.6.0" alt="A line plot of a.csv"
 *     >>> hidden line: run, not shown
 *     <<< shown line: shown, not run
 *     #lq.diagram(...)
 *     ```
 *
 * `fails` marks code that must not compile: the page shows it with Typst's message instead of a
 * figure (` ```typ example fails `, see lib/figures/README.md, "Failing examples").
 *
 * Pure functions only; file access lives in prepare.ts.
 */

export interface ExampleMeta {
  /** Data files kept beside the MDX page, in the order written. */
  data: string[];
  /**
   * Alternative text for the figure. Every example needs one (the remark plugin fails the page
   * without it, see ALT_MISSING); it is optional here so that `npm run figures` and the dev watcher
   * still render an example whose text is not written yet. Not part of the figure's hash.
   */
  alt?: string;
  /** Parts to number over the figure (`anatomy="title; label x"`, see anatomy.ts); not part of the hash. */
  anatomy?: string[];
  /**
   * The Lilaq release the example is for (`lilaq="0.6.0"`; without it, the site's documented one):
   * the build imports and compiles that release (prepare.ts checks that lib/releases.ts knows it).
   */
  lilaq?: string;
  /**
   * The code must fail to compile (`fails`): `npm run figures` stores Typst's message instead of
   * figures, and fails when the code compiles. It has no figure, so it needs no alt text.
   */
  fails?: true;
}

/**
 * What an author reads, after the example's `file:line`, when an example has no `alt="…"`.
 * `npm run dev` only warns and uses it as the figure's stand-in alt text, so that the author can
 * look at the figure while describing it; a build never gets that far.
 */
export const ALT_MISSING =
  'Typst example has no alt text: add alt="…" to its fence line, one sentence on what the figure shows (plot kind, what is plotted, what the example is about)';

export interface ParsedExample {
  /** The code shown on the page (import line included when needed). */
  shown: string;
  /** The Typst source that is compiled (import line included when needed). */
  run: string;
  /**
   * For every line of `run` (0-based), the 0-based line of the fenced block body it came from,
   * or -1 for the prepended import line. Used to point Typst errors at MDX lines.
   */
  runLineToBodyLine: number[];
  /** The same for every line of `shown`: a failing example's message names the shown line it is about. */
  shownLineToBodyLine: number[];
}

const HIDDEN = '>>>';
const SHOWN_ONLY = '<<<';

/** True when a fenced code block is a runnable example: lang `typ` and the word `example` in its meta. */
export function isExampleBlock(lang: string | null | undefined, meta: string | null | undefined): boolean {
  if (lang !== 'typ' && lang !== 'typst') return false;
  return tokenizeMeta(meta ?? '').some((t) => t.key === 'example' && t.value === undefined);
}

interface MetaToken {
  key: string;
  value?: string;
}

/** Splits `example data="a.csv" alt='x y'` into key/value tokens. Quotes may be single or double. */
export function tokenizeMeta(meta: string): MetaToken[] {
  const tokens: MetaToken[] = [];
  const re = /([A-Za-z_][\w-]*)(?:=(?:"([^"]*)"|'([^']*)'|([^\s"']+)))?/g;
  let m: RegExpExecArray | null;
  while ((m = re.exec(meta)) !== null) {
    tokens.push({ key: m[1]!, value: m[2] ?? m[3] ?? m[4] });
  }
  return tokens;
}

/** A data file name must be a plain file name beside the page: no folders, no `..`. */
export function isValidDataName(name: string): boolean {
  return /^[\w][\w.-]*$/.test(name) && !name.includes('..');
}

/** Reads the meta string of an example block. Throws a readable error for malformed values. */
export function parseExampleMeta(meta: string | null | undefined): ExampleMeta {
  const result: ExampleMeta = { data: [] };
  for (const token of tokenizeMeta(meta ?? '')) {
    if (token.key === 'data') {
      if (!token.value) throw new Error('the `data` meta needs a value such as data="temps.csv"');
      const names = token.value
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean);
      for (const name of names) {
        if (!isValidDataName(name)) {
          throw new Error(`data file "${name}" must be a plain file name kept beside the MDX page`);
        }
        if (!result.data.includes(name)) result.data.push(name);
      }
    } else if (token.key === 'alt') {
      if (token.value?.trim()) result.alt = token.value.trim();
    } else if (token.key === 'anatomy') {
      const selectors = (token.value ?? '')
        .split(';')
        .map((s) => s.trim())
        .filter(Boolean);
      if (selectors.length === 0) throw new Error('the `anatomy` meta needs the parts to number, such as anatomy="title; label x"');
      result.anatomy = selectors;
    } else if (token.key === 'lilaq') {
      if (!token.value?.trim()) throw new Error('the `lilaq` meta needs the release the example is for, such as lilaq="0.6.0"');
      result.lilaq = token.value.trim();
    } else if (token.key === 'fails') {
      if (token.value !== undefined) throw new Error('`fails` takes no value: write ```typ example fails');
      result.fails = true;
    }
  }
  if (result.fails && result.anatomy) throw new Error('a `fails` example shows a message, not a figure: it takes no `anatomy`');
  return result;
}

/** Whether Typst code refers to the `lq` module (as an identifier, e.g. `lq.plot` or `lq .diagram`). */
export function usesLq(code: string): boolean {
  // Typst identifiers may contain `-`, so `my-lq.x` is a different name.
  return /(?<![\w-])lq(?![\w-])/.test(stripStringsAndComments(code));
}

/** Removes string literals and comments so that `"lq"` or `// lq` don't count as uses. */
export function stripStringsAndComments(code: string): string {
  return code
    .replace(/"(?:[^"\\\n]|\\.)*"/g, '""')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\/\/[^\n]*/g, '');
}

/**
 * Splits an example body into the shown code and the compiled source, and prepends
 * `importLine` (e.g. `#import "@preview/lilaq:0.5.0" as lq`) to both when `lq` is used.
 * An author-written Lilaq import of the same version is kept as is; any other Lilaq
 * import is an error, so that the page never shows a version other than the example's release.
 */
export function parseExampleCode(body: string, importLine: string): ParsedExample {
  const lines = body.replace(/\r\n?/g, '\n').replace(/\n+$/, '').split('\n');
  const shownLines: string[] = [];
  const runLines: string[] = [];
  const runMap: number[] = [];
  const shownMap: number[] = [];

  lines.forEach((line, index) => {
    if (line === HIDDEN || line.startsWith(`${HIDDEN} `)) {
      runLines.push(line.slice(HIDDEN.length + 1));
      runMap.push(index);
    } else if (line === SHOWN_ONLY || line.startsWith(`${SHOWN_ONLY} `)) {
      shownLines.push(line.slice(SHOWN_ONLY.length + 1));
      shownMap.push(index);
    } else {
      shownLines.push(line);
      shownMap.push(index);
      runLines.push(line);
      runMap.push(index);
    }
  });

  const all = lines.join('\n');
  const lilaqImports = all.match(/#import\s+"@preview\/lilaq:[^"]*"[^\n]*/g) ?? [];
  for (const found of lilaqImports) {
    if (found.trim() !== importLine) {
      throw new Error(`example imports Lilaq as \`${found.trim()}\`; omit the line, the site adds \`${importLine}\``);
    }
  }
  const needsImport = lilaqImports.length === 0 && usesLq(all);

  if (needsImport) {
    shownLines.unshift(importLine);
    runLines.unshift(importLine);
    runMap.unshift(-1);
    shownMap.unshift(-1);
  }
  return { shown: shownLines.join('\n'), run: runLines.join('\n'), runLineToBodyLine: runMap, shownLineToBodyLine: shownMap };
}
