import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { gotoHydrated, openPage, setupBrowser } from './harness';

const browser = setupBrowser();

/** One page of each kind with long example lines: a recipe, a reference page, a tutorial. */
const pages = ['/docs/recipes/grouped-bar-chart', '/docs/reference/bar', '/docs/quickstart'] as const;

interface Overlap {
  block: number;
  control: string;
  line: string;
}

/**
 * Every control (button or link) of every example's code column, against the boxes of the code's
 * text as drawn: one rect per line fragment of each text node (a Range's client rects), cut to the
 * part of the code box that is not scrolled away. A control over any of them hides code.
 */
async function overlaps(page: Page): Promise<{ blocks: number; controls: number; overlaps: Overlap[] }> {
  return page.evaluate(() => {
    type Box = { left: number; top: number; right: number; bottom: number };
    const meets = (a: Box, b: Box) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
    const found: Overlap[] = [];
    let controls = 0;
    const blocks = [...document.querySelectorAll('main .typst-example-code')];
    blocks.forEach((block, index) => {
      const pre = block.querySelector('pre');
      if (!pre) return;
      const visible = pre.getBoundingClientRect();
      const lines: Array<{ box: Box; text: string }> = [];
      const walker = document.createTreeWalker(pre, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (!node.textContent?.trim()) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        for (const rect of range.getClientRects()) {
          const box = {
            left: Math.max(rect.left, visible.left),
            right: Math.min(rect.right, visible.right),
            top: Math.max(rect.top, visible.top),
            bottom: Math.min(rect.bottom, visible.bottom),
          };
          if (box.left < box.right && box.top < box.bottom) lines.push({ box, text: node.textContent });
        }
      }
      for (const control of block.querySelectorAll<HTMLElement>('button, a')) {
        const box = control.getBoundingClientRect();
        if (box.width === 0 || box.height === 0) continue;
        controls++;
        const hit = lines.find((line) => meets(box, line.box));
        if (hit) found.push({ block: index + 1, control: control.getAttribute('aria-label') ?? control.textContent ?? '', line: hit.text });
      }
    });
    return { blocks: blocks.length, controls, overlaps: found };
  });
}

describe('code blocks: their controls never cover the code', () => {
  for (const width of [375, 1280]) {
    for (const path of pages) {
      it(`${path} at ${width} px`, async () => {
        const { context, page } = await openPage(browser(), { viewport: { width, height: 800 } });
        await gotoHydrated(page, path);
        const { blocks, controls, overlaps: found } = await overlaps(page);
        await context.close();
        expect(blocks).toBeGreaterThan(0);
        // Every block has at least Copy; a page whose controls vanished would pass without this.
        expect(controls).toBeGreaterThanOrEqual(blocks);
        expect(found).toEqual([]);
      });
    }
  }
});
