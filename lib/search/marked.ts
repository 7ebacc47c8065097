/**
 * Turns a highlighted value from the engine (escaped text with `<mark>` tags) back into plain
 * segments, so React can render it as text plus <mark> elements without any innerHTML.
 */
export interface MarkedSegment {
  text: string;
  marked: boolean;
}

import { unescapeHtml } from './html';

export function parseHighlighted(value: string, pre = '<mark>', post = '</mark>'): MarkedSegment[] {
  const segments: MarkedSegment[] = [];
  let rest = value;
  while (rest.length > 0) {
    const open = rest.indexOf(pre);
    if (open === -1) {
      segments.push({ text: unescapeHtml(rest), marked: false });
      break;
    }
    if (open > 0) segments.push({ text: unescapeHtml(rest.slice(0, open)), marked: false });
    const afterOpen = rest.slice(open + pre.length);
    const close = afterOpen.indexOf(post);
    const inner = close === -1 ? afterOpen : afterOpen.slice(0, close);
    if (inner) segments.push({ text: unescapeHtml(inner), marked: true });
    rest = close === -1 ? '' : afterOpen.slice(close + post.length);
  }
  return segments.filter((segment) => segment.text.length > 0);
}
