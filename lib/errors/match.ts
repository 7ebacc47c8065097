/**
 * Which error-index entry a message is: the pasted text (with its numbers and names, an
 * `error:` prefix, quotes, Typst's trailing hints, or cut short by the search box) is matched
 * against every message template, not its words. Shared by the search (lib/search/engine.ts)
 * and the live editor's inline errors.
 */

/** A message the index explains: its entry's id (the anchor) and its template, `{…}` marking each variable part. */
export interface MessagePattern {
  id: string;
  template: string;
}

export interface MessageMatch {
  id: string;
  /** Characters of the template's own text the message matched (the more, the surer). */
  literal: number;
  /** True when the message ended before the template did (a truncated paste). */
  partial: boolean;
}

/** What Typst puts before a message: severity, then how the assertion or panic failed. */
const PREFIX = /^(?:error:\s*)?(?:(?:in)?equality assertion failed:|assertion failed:|panicked with:)?\s*/i;

/** Quotes and backticks are dropped on both sides: a message quotes with `"`, a reader with anything. */
const QUOTES = /\\?["'`\u2018\u2019\u201c\u201d]/g;

function fold(text: string): string {
  return text.replace(QUOTES, '').replace(/\s+/g, ' ').toLowerCase();
}

/**
 * The message's own words: the first line that says `error:` (or the first line), without the
 * prefix and without the hints Typst appends (`hint: …` on the next lines or `, hints: …` inline).
 */
export function messageText(pasted: string): string {
  const lines = pasted.split(/\r?\n/).map((line) => line.trim());
  const line = lines.find((l) => /^error:/i.test(l)) ?? lines.find((l) => l !== '') ?? '';
  const text = line
    .replace(/,?\s*hints?:.*$/i, '')
    .replace(PREFIX, '')
    .trim();
  return fold(text).trim();
}

type Part = { literal: string } | { variable: true };

function partsOf(template: string): Part[] {
  const parts: Part[] = [];
  for (const piece of template.split(/(\{[^}]*\})/)) {
    if (piece === '') continue;
    if (/^\{[^}]*\}$/.test(piece)) parts.push({ variable: true });
    else {
      const literal = fold(piece);
      if (literal !== '') parts.push({ literal });
    }
  }
  // The edges' spaces are not part of what a reader pastes (`… arguments. ` ends in one).
  const first = parts[0];
  const last = parts.at(-1);
  if (first && 'literal' in first) first.literal = first.literal.trimStart();
  if (last && 'literal' in last) last.literal = last.literal.trimEnd();
  return parts;
}

/**
 * How `text` matches `parts` from part `p` and character `at`: the literal characters matched, or
 * -1 when it cannot. A variable part takes any run of characters (the shortest that lets the rest
 * match first); when the text ends inside the template, the match is partial.
 */
function matchFrom(parts: readonly Part[], p: number, text: string, at: number, partial: { value: boolean }): number {
  if (at === text.length) {
    if (p < parts.length) partial.value = true;
    return 0;
  }
  const part = parts[p];
  if (part === undefined) return -1;
  if ('literal' in part) {
    const rest = text.slice(at);
    if (rest.startsWith(part.literal)) {
      const after = matchFrom(parts, p + 1, text, at + part.literal.length, partial);
      return after < 0 ? -1 : part.literal.length + after;
    }
    // The text ends inside this literal: a message cut short.
    if (part.literal.startsWith(rest)) {
      partial.value = true;
      return rest.length;
    }
    return -1;
  }
  if (p === parts.length - 1) return 0;
  for (let end = at; end <= text.length; end++) {
    const attempt = { value: false };
    const after = matchFrom(parts, p + 1, text, end, attempt);
    if (after >= 0) {
      partial.value ||= attempt.value;
      return after;
    }
  }
  return -1;
}

/** Full matches need this much of a template's own text, partial ones more: "unknown" alone is no message. */
const MIN_FULL = 8;
const MIN_PARTIAL = 24;

/** How a message matches one template, or null. */
export function matchTemplate(pattern: MessagePattern, pasted: string): MessageMatch | null {
  const text = messageText(pasted);
  if (text === '') return null;
  const partial = { value: false };
  const literal = matchFrom(partsOf(pattern.template), 0, text, 0, partial);
  if (literal < (partial.value ? MIN_PARTIAL : MIN_FULL)) return null;
  return { id: pattern.id, literal, partial: partial.value };
}

/** The entry a message is, the most specific template first (most of its own text matched, then complete), or null. */
export function matchMessage(patterns: readonly MessagePattern[], pasted: string): MessageMatch | null {
  let best: MessageMatch | null = null;
  for (const pattern of patterns) {
    const found = matchTemplate(pattern, pasted);
    if (found === null) continue;
    if (best === null || found.literal > best.literal || (found.literal === best.literal && best.partial && !found.partial)) best = found;
  }
  return best;
}
