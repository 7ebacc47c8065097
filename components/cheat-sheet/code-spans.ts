/**
 * Splits a translation row's Lilaq text ("no histogram: count the bins, then lq.bar") into prose
 * and code, so the cheat sheet can set only the code in monospace. The rows are short and written
 * by us, so a word-level rule is enough; code-spans.test.ts pins the cases the table uses.
 */
export interface Span {
  readonly code: boolean;
  readonly text: string;
}

/** Words at bracket depth 0, so `lq.bar(x, y)` and `(mirror: false)` stay one token each. */
function tokens(text: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let quoted = false;
  let current = '';
  for (const char of text) {
    if (char === '"') quoted = !quoted;
    else if (!quoted && (char === '(' || char === '[')) depth += 1;
    else if (!quoted && (char === ')' || char === ']')) depth = Math.max(0, depth - 1);
    if (char === ' ' && depth === 0 && !quoted) {
      if (current) out.push(current);
      current = '';
    } else current += char;
  }
  if (current) out.push(current);
  return out;
}

const keywords = new Set(['none', 'auto', 'true', 'false', '..', '|', '+', 'n', 'd']);
const valueLike = /^[-±]?\d+(\.\d+)?(pt|cm|mm|em|%|deg)?$/;
const isKey = (token: string) => /^[a-z][\w-]*:$/.test(token);
// Typst alignments are code only as a key's value (`step: end`); alone they are words ("left").
const alignments = new Set(['start', 'end', 'center', 'left', 'right', 'top', 'bottom', 'horizon']);

/** Is one token code on its own (calls, values, dictionaries, dotted names)? */
function isPlainCode(token: string): boolean {
  const core = token.replace(/[,;:]$/, '');
  if (core.startsWith('(')) {
    // `(0, 1, 2)` and `(mirror: false)` are values; `(the default)` is an aside.
    const close = core.lastIndexOf(')');
    const inner = core.slice(1, close === -1 ? undefined : close);
    return /[:,]|\.\.|^[\d.\s%-]+$/.test(inner);
  }
  if (/^[#\w.-]*\w\(|^\[|"|=>|^#/.test(core)) return true;
  if (/^[a-z][\w-]*\.[a-z]/i.test(core)) return true;
  return keywords.has(core) || valueLike.test(core);
}

/**
 * Code flags for all tokens. A bare `key:` is code when it opens the text or follows code, a
 * separator or "and"/"or", and a value follows (`xlim: (a, auto)`, `min: and max: of`); after a
 * prose word it is punctuation ("no stream plots: lq.quiver ..."). `show` and `set` are code
 * when code follows (`show lq.selector(..): set grid(..)`).
 */
function codeFlags(words: readonly string[]): boolean[] {
  const flags = words.map(isPlainCode);
  for (let pass = 0; pass < 2; pass += 1) {
    words.forEach((word, i) => {
      const previous = words[i - 1];
      const next = words[i + 1];
      const nextIsCode = next !== undefined && (flags[i + 1] === true || isKey(next) || alignments.has(next.replace(/[,;]$/, '')));
      if (isKey(word) && word !== 'show:') {
        const opens = previous === undefined || flags[i - 1] || /[;,]$/.test(previous) || ['and', 'or', 'with', 'then'].includes(previous);
        flags[i] = opens === true && (nextIsCode || next === 'and' || next === 'or');
      } else if (alignments.has(word.replace(/[,;]$/, '')) && previous !== undefined && isKey(previous)) {
        flags[i] = flags[i - 1] === true;
      } else if (word === 'show' || word === 'set' || word === 'show:') {
        flags[i] = nextIsCode;
      }
    });
  }
  return flags;
}

/** The text as alternating prose and code spans, spaces kept, neighbouring code merged. */
export function codeSpans(text: string): Span[] {
  const spans: Span[] = [];
  const push = (code: boolean, part: string) => {
    const last = spans.at(-1);
    if (last && last.code === code) spans[spans.length - 1] = { code, text: last.text + part };
    else spans.push({ code, text: part });
  };
  const words = tokens(text);
  const flags = codeFlags(words);
  words.forEach((word, index) => {
    const code = flags[index] === true;
    if (index > 0) push(code && flags[index - 1] === true && !/[,;]$/.test(words[index - 1] ?? ''), ' ');
    // Trailing punctuation of a code word is prose: "lq.rect, lq.path" keeps its comma outside,
    // and so does the colon after a call when prose follows ("lq.plot(xs, f): y may be ..").
    const colon = !isKey(word) && word.endsWith(':') && flags[index + 1] !== true;
    const trail = code ? (/[,;]$/.exec(word)?.[0] ?? (colon ? ':' : '')) : '';
    push(code, trail ? word.slice(0, -1) : word);
    if (trail) push(false, trail);
  });
  return spans;
}
