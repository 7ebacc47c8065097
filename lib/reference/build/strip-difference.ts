/**
 * The strip check of `npm run figures:check`: every panel of a parameter strip must look
 * different from every other panel of it, in both colour variants, or the strip tells the reader
 * that the parameter does nothing. Works on the committed SVGs (CI cannot compile): each pair is
 * rasterised and compared by figure-difference.ts. A strip of an element drawn in the data area
 * whose limits follow the data (`autoLimits` in
 * bases.ts) is judged on what its plots draw, except `label`, which shows in
 * the legend; every other strip on the whole figure.
 */
import fs from 'node:fs';
import path from 'node:path';
import { VARIANTS, type Variant } from '../../figures/hash';
import { SITE_COLORS } from '../../figures/preamble';
import { formatLocation } from '../../figures/prepare';
import { pageRaster, plotLayer, visibleDifference } from '../../figures/build/figure-difference';
import { mapLimited } from '../../figures/build/figure-quality';
import { bases } from '../strips/bases';
import type { PreparedStrip } from '../strips/examples';
import type { Strip } from '../strips/strips';

/**
 * Least area (CSS px²) that must differ visibly between two panels: a 1 px line 10 px long, or
 * a 3 × 3 px corner. A reader compares panels across a gap; less than that is found only by
 * looking back and forth, as with a legend's corner radius of 0pt against 1.5pt (6 px²).
 */
export const MIN_VISIBLE_AREA = 10;

export type Judged = 'plots' | 'figure';

export function judgedOn(strip: Strip): Judged {
  return 'autoLimits' in bases[strip.base] && strip.param !== 'label' ? 'plots' : 'figure';
}

export interface AlikePanels {
  strip: Strip;
  variant: Variant;
  /** Indices into `strip.variants`, first < second. */
  first: number;
  second: number;
  judged: Judged;
  /** CSS px² that differ visibly. */
  area: number;
}

/** The pairs of panels of one strip that look alike in one variant, given each panel's SVG. */
export async function alikePanels(strip: Strip, variant: Variant, svgs: readonly string[]): Promise<AlikePanels[]> {
  const judged = judgedOn(strip);
  const background = SITE_COLORS[variant].background;
  const shown = await Promise.all(svgs.map((svg) => pageRaster(judged === 'plots' ? plotLayer(svg) : svg, background)));
  const found: AlikePanels[] = [];
  for (let first = 0; first < shown.length; first++) {
    for (let second = first + 1; second < shown.length; second++) {
      const area = visibleDifference(shown[first]!, shown[second]!, background);
      if (area < MIN_VISIBLE_AREA) found.push({ strip, variant, first, second, judged, area });
    }
  }
  return found;
}

const panelName = (strip: Strip, i: number): string => {
  const v = strip.variants[i]!;
  return `panel ${v.value}${v.isDefault ? ' (the default)' : ''}`;
};

export function describeAlikePanels(a: AlikePanels): string {
  const where = a.judged === 'plots' ? 'in what the plots draw' : 'in the whole figure';
  return (
    `strip ${a.strip.definition}.${a.strip.param}: ${panelName(a.strip, a.second)} looks like ${panelName(a.strip, a.first)} ` +
    `in the ${a.variant} variant: ${a.area.toFixed(1)} px² differ visibly ${where}, at least ${MIN_VISIBLE_AREA} needed ` +
    '(fix the limits, draw the default faintly behind, or pick values that show)'
  );
}

/** Checks every strip whose figures are all present; missing figures are checkAll's business. */
export async function checkStripDifferences(
  strips: readonly PreparedStrip[],
  figuresDir: string,
): Promise<{ problems: string[]; checked: number }> {
  const file = (name: string): string => path.join(figuresDir, name);
  const present = strips.filter((s) => s.examples.every((ex) => VARIANTS.every((v) => fs.existsSync(file(ex.variants[v].fileName)))));
  const jobs = present.flatMap((s) => VARIANTS.map((variant) => ({ s, variant })));
  const results = await mapLimited(jobs, 4, async ({ s, variant }) => {
    const svgs = s.examples.map((ex) => fs.readFileSync(file(ex.variants[variant].fileName), 'utf8'));
    const alike = await alikePanels(s.strip, variant, svgs);
    return alike.map((a) => `${formatLocation(s.examples[0]!.location)}: ${describeAlikePanels(a)}`);
  });
  return { problems: results.flat(), checked: present.length };
}
