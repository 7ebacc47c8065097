/**
 * The one read of an exported page: htmlparser2's tokenizer walks the HTML once and notes, with
 * their offsets in the text, the elements the finishing rewrites touch (scripts, links, the
 * charset and policy metas, the head) and the facts they decide on (math on the page, inline
 * event handlers). The rewrites (first-paint.ts, math-fonts.ts, csp.ts) turn this record into
 * edits, and `applyEdits` splices them into the page in one go, so every byte they do not touch
 * stays as Next wrote it.
 */
import { Parser } from 'htmlparser2';

/** A start tag: its name, its attributes (lowercase names, decoded values; the first of duplicates wins, as in a browser) and where it is. */
export interface Tag {
  name: string;
  attributes: Readonly<Record<string, string>>;
  /** Offset of its `<`. */
  start: number;
  /** Offset just past its `>`. */
  end: number;
}

/** A `<script>` element, from its start tag to its end tag. */
export interface ScriptElement extends Tag {
  /** Offset just past its `</script>`. */
  elementEnd: number;
  /** Its raw text, as the browser hashes it: script content is not entity-decoded. */
  text: string;
}

export interface PageScan {
  html: string;
  /** Every script, in page order. */
  scripts: ScriptElement[];
  /** Every `<link>`, in page order. */
  links: Tag[];
  /** The first `<meta charset>`. */
  charset: Tag | null;
  /** The `<head>` start tag. */
  head: Tag | null;
  /** Offset of the written `</head>`, where there is one. */
  headClose: number | null;
  /** The metas an earlier run of the policy step wrote (`data-site-csp`). */
  policyMetas: Tag[];
  /** Whether KaTeX set a formula in the page (an element of class `katex`). */
  hasMath: boolean;
  /** Elements with an event-handler attribute (onclick=…), which the policy would block. */
  handlers: Tag[];
}

export const POLICY_MARKER = 'data-site-csp';

const eventHandler = /^on[a-z]+$/;

/** Reads `html` once (see the module comment). */
export function scanPage(html: string): PageScan {
  const scan: PageScan = {
    html,
    scripts: [],
    links: [],
    charset: null,
    head: null,
    headClose: null,
    policyMetas: [],
    hasMath: false,
    handlers: [],
  };
  let openScript: Tag | null = null;
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        const tag: Tag = { name, attributes, start: parser.startIndex, end: parser.endIndex + 1 };
        if (name === 'script') openScript = tag;
        else if (name === 'link') scan.links.push(tag);
        else if (name === 'head') scan.head ??= tag;
        else if (name === 'meta') {
          if (POLICY_MARKER in attributes) scan.policyMetas.push(tag);
          else if (attributes.charset !== undefined) scan.charset ??= tag;
        }
        if (!scan.hasMath && (attributes.class ?? '').split(/\s+/).includes('katex')) scan.hasMath = true;
        if (Object.keys(attributes).some((attribute) => eventHandler.test(attribute))) scan.handlers.push(tag);
      },
      onclosetag(name, implied) {
        if (name === 'head' && !implied) scan.headClose ??= parser.startIndex;
        if (name !== 'script' || openScript === null) return;
        // An unclosed script runs to the end of the page; its text does too.
        const textEnd = implied ? html.length : parser.startIndex;
        const elementEnd = implied ? html.length : parser.endIndex + 1;
        scan.scripts.push({ ...openScript, elementEnd, text: html.slice(openScript.end, textEnd) });
        openScript = null;
      },
    },
    { decodeEntities: true },
  );
  parser.write(html);
  parser.end();
  return scan;
}

/** A change to a page: the text between `start` and `end` (an offset pair of the scanned page) becomes `text`. */
export interface Edit {
  start: number;
  end: number;
  text: string;
}

/**
 * The page with every edit applied at once. Edits are given by offsets in the original page, so
 * they do not shift each other; at one offset, insertions go in the order given, before a
 * replacement that starts there. Throws when two edits overlap, which no rewrite may ask for.
 */
export function applyEdits(html: string, edits: readonly Edit[]): string {
  const sorted = edits
    .map((edit, order) => ({ edit, order }))
    .sort((a, b) => a.edit.start - b.edit.start || a.edit.end - b.edit.end || a.order - b.order)
    .map(({ edit }) => edit);
  const parts: string[] = [];
  let at = 0;
  for (const edit of sorted) {
    if (edit.start < at || edit.end < edit.start)
      throw new Error(`two rewrites of the page overlap at offset ${edit.start}: ${JSON.stringify(edit.text.slice(0, 60))}`);
    parts.push(html.slice(at, edit.start), edit.text);
    at = edit.end;
  }
  parts.push(html.slice(at));
  return parts.join('');
}

/** The raw text of every inline script (those without `src`), in page order. */
export function inlineScriptTexts(scan: PageScan): string[] {
  return scan.scripts.filter((script) => !('src' in script.attributes)).map((script) => script.text);
}
