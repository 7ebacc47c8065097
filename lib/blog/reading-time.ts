/** Average silent reading speed for technical prose, in words per minute. */
const WORDS_PER_MINUTE = 200;

/** Whole minutes to read a Markdown/MDX source, at least 1. Code blocks count like prose. */
export function readingTimeMinutes(source: string): number {
  const words = source
    .replace(/^---[\s\S]*?---/, '')
    .split(/\s+/)
    .filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
  return Math.max(1, Math.round(words / WORDS_PER_MINUTE));
}
