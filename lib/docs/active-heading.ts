/**
 * Which heading the reader is at: the last one whose top has scrolled above `offset` (the navbar
 * height plus a margin); the first heading before any has; the last one at the page bottom.
 */
export function activeHeadingId(headings: readonly { id: string; top: number }[], offset: number, atBottom: boolean): string | undefined {
  if (headings.length === 0) return undefined;
  if (atBottom) return headings[headings.length - 1]?.id;
  let active = headings[0]?.id;
  for (const heading of headings) {
    if (heading.top <= offset) active = heading.id;
    else break;
  }
  return active;
}
