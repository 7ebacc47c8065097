/**
 * The small markup of reference descriptions: `code spans` and cross-references `[[name]]` /
 * `[[name#param]]`. Parsed into tokens so components render them without HTML strings.
 */
export type TextToken = { kind: 'text'; value: string } | { kind: 'code'; value: string } | { kind: 'ref'; name: string; param?: string };

const pattern = /`([^`]+)`|\[\[([a-z0-9.-]+)(?:#([a-z0-9-]+))?\]\]/g;

export function parseRefText(text: string): TextToken[] {
  const tokens: TextToken[] = [];
  let last = 0;
  for (const match of text.matchAll(pattern)) {
    const index = match.index ?? 0;
    if (index > last) tokens.push({ kind: 'text', value: text.slice(last, index) });
    if (match[1] !== undefined) tokens.push({ kind: 'code', value: match[1] });
    else if (match[2] !== undefined)
      tokens.push(match[3] ? { kind: 'ref', name: match[2], param: match[3] } : { kind: 'ref', name: match[2] });
    last = index + match[0].length;
  }
  if (last < text.length) tokens.push({ kind: 'text', value: text.slice(last) });
  return tokens;
}

/** Every `[[…]]`-looking fragment that the parser would not accept (typos such as `[[Plot]]`). */
export function malformedRefs(text: string): string[] {
  const accepted = new Set([...text.matchAll(pattern)].map((m) => m[0]));
  return [...text.matchAll(/\[\[[^\]]*\]\]/g)].map((m) => m[0]).filter((raw) => !accepted.has(raw));
}
