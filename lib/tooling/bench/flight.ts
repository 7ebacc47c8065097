/**
 * The React Server Components payload ("flight data") a Next page inlines in its HTML, measured.
 * Every exported page carries, besides its HTML, the same tree once more as flight data in
 * `<script>self.__next_f.push([1,"…"])</script>` tags: the browser downloads and parses it, and
 * React walks it to hydrate. Its size and the number of elements it describes grow with the page
 * content, whatever the machine, so they are budgeted as structure, not timed.
 */
import { inlineScripts } from '../../hosting/build/csp';

export interface FlightData {
  /** Scripts that push flight data (`[1, "…"]`); the bootstrap `[0]` push is not counted. */
  scripts: number;
  /** UTF-8 bytes of the decoded payload text. */
  bytes: number;
  /** Host elements (`["$","div",key,props]`): what React hydrates. */
  elements: number;
  /** Client component references (`["$","$L…",…]`): the islands that bring their own code. */
  islands: number;
}

/**
 * A push script as Next writes it: the first one creates the queue,
 * `(self.__next_f=self.__next_f||[]).push([0])`, the others are `self.__next_f.push([1,"…"])`.
 */
const PUSH = /^\s*(?:\(\s*self\.__next_f\s*=\s*self\.__next_f\s*\|\|\s*\[\]\s*\)|self\.__next_f)\.push\(([\s\S]*)\)\s*;?\s*$/;

/** Host element tuples: a lowercase tag name right after the `"$"` marker. */
const ELEMENT = /\["\$","[a-z][a-z0-9-]*",/g;
/** Client component references: `$L` and the row id of the module reference. */
const ISLAND = /\["\$","\$L[^"]*",/g;

/**
 * The decoded flight text of a page, and how many scripts pushed it. The pushed strings are
 * joined before anything is counted: Next cuts the payload into chunks wherever it likes, through
 * an element tuple or between the halves of a surrogate pair.
 *
 * Throws when the page mentions `self.__next_f` but a script in it does not have the shape above,
 * or none pushes data: a change in how Next inlines the payload must fail the bench, not read as
 * a page without flight data.
 */
export function flightText(html: string): { scripts: number; text: string } {
  const chunks: string[] = [];
  // The scripts the build hashes for the Content-Security-Policy: every one without `src`.
  for (const script of inlineScripts(html)) {
    if (!script.includes('__next_f')) continue;
    const push = PUSH.exec(script);
    if (!push) throw new Error(`flight data: unrecognised script ${JSON.stringify(script.slice(0, 80))}`);
    let entry: unknown;
    try {
      entry = JSON.parse(push[1]!);
    } catch {
      throw new Error(`flight data: push argument is not JSON: ${JSON.stringify(push[1]!.slice(0, 80))}`);
    }
    if (!Array.isArray(entry)) throw new Error(`flight data: push of a non-array ${JSON.stringify(push[1]!.slice(0, 80))}`);
    if (entry.length === 1 && entry[0] === 0) continue;
    if (entry.length === 2 && entry[0] === 1 && typeof entry[1] === 'string') {
      chunks.push(entry[1]);
      continue;
    }
    throw new Error(`flight data: push of an unknown kind ${JSON.stringify(push[1]!.slice(0, 80))}`);
  }
  if (chunks.length === 0 && html.includes('self.__next_f'))
    throw new Error('flight data: the page mentions self.__next_f but no script pushes [1, "…"]');
  return { scripts: chunks.length, text: chunks.join('') };
}

/** Size and element counts of the flight data in `html` (zeros for a page without any). */
export function flightData(html: string): FlightData {
  const { scripts, text } = flightText(html);
  return {
    scripts,
    bytes: Buffer.byteLength(text, 'utf8'),
    elements: text.match(ELEMENT)?.length ?? 0,
    islands: text.match(ISLAND)?.length ?? 0,
  };
}
