import { describe, expect, it } from 'vitest';
import { openPage, seriousViolations, setupBrowser } from './harness';

const browser = setupBrowser();

/** The strip under legend.position: a value under each figure, lazy sized images, code on request. */
describe('parameter strips', () => {
  it('show the values of legend.position under small figures, without JavaScript', async () => {
    const { context, page } = await openPage(browser(), {
      javaScriptEnabled: false,
      colorScheme: 'light',
      viewport: { width: 1280, height: 900 },
    });
    await page.goto('/docs/reference/legend#position');
    const strip = page.locator('#position').locator('xpath=ancestor::div[contains(@class, "api-param")]').locator('.param-strip');
    await expect(strip.count()).resolves.toBe(1);

    const figures = await strip.locator('figure').evaluateAll((items) =>
      items.map((figure) => ({
        caption: figure.querySelector('figcaption code')?.textContent,
        images: [...figure.querySelectorAll('img')].map((img) => ({
          className: img.className,
          alt: img.alt,
          loading: img.getAttribute('loading'),
          width: Number(img.getAttribute('width')),
          height: Number(img.getAttribute('height')),
          shown: getComputedStyle(img).display !== 'none',
        })),
      })),
    );
    expect(figures.map((f) => f.caption)).toEqual(['top + right', 'left + top', 'right + bottom', 'left + horizon']);
    for (const { caption, images } of figures) {
      expect(images.map((i) => i.className)).toEqual(['figure-light', 'figure-dark']);
      for (const img of images) {
        expect(img.alt).toContain(`legend position: ${caption}`);
        expect(img.loading).toBe('lazy');
        expect(img.width).toBeGreaterThan(50);
        expect(img.height).toBeGreaterThan(30);
      }
      expect(images.map((i) => i.shown)).toEqual([true, false]);
    }
    await expect(strip.locator('figure').first().locator('figcaption').innerText()).resolves.toContain('default');

    // The figure scrolled into view loads and is drawn at its size.
    await strip.scrollIntoViewIfNeeded();
    const img = strip.locator('img.figure-light').nth(1);
    await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);

    // The code stays closed until asked for, and holds every variant's code.
    const details = strip.locator('details');
    const code = details.locator('pre').nth(2);
    await expect(code.isVisible()).resolves.toBe(false);
    await details.locator('summary').click();
    await expect(code.isVisible()).resolves.toBe(true);
    await expect(code.innerText()).resolves.toContain('#show: lq.set-legend(position: left + top)');
    await expect(details.locator('pre').first().innerText()).resolves.toBe('#import "@preview/lilaq:0.5.0" as lq');
    // Legible on a phone: Lighthouse's font-size audit wants 12px or more.
    const sizes = await strip
      .locator('pre code, figcaption code')
      .evaluateAll((els) => els.map((el) => parseFloat(getComputedStyle(el).fontSize)));
    expect(Math.min(...sizes)).toBeGreaterThanOrEqual(12);
    await context.close();
  });

  it('show the dark figures in dark mode, and pass axe', async () => {
    const { context, page } = await openPage(browser(), { colorScheme: 'dark', viewport: { width: 375, height: 800 } });
    await page.goto('/docs/reference/legend#position');
    const strip = page.locator('.param-strip').first();
    await strip.scrollIntoViewIfNeeded();
    const shown = await strip
      .locator('img')
      .evaluateAll((imgs) => imgs.filter((i) => getComputedStyle(i).display !== 'none').map((i) => i.className));
    expect(shown.length).toBeGreaterThan(1);
    expect(new Set(shown)).toEqual(new Set(['figure-dark']));
    // Side by side, two to a row at least, even on a phone.
    const boxes = await strip.locator('figure').evaluateAll((items) => items.map((f) => f.getBoundingClientRect().toJSON() as DOMRect));
    expect(boxes[1]!.left).toBeGreaterThan(boxes[0]!.right);
    expect(boxes[1]!.top).toBeLessThan(boxes[0]!.bottom);
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });
});
