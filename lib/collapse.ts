/**
 * Duration of a collapse/expand animation for content of `height` pixels, following the
 * Material-style formula that Docusaurus uses: taller content takes longer, sub-linearly, and
 * reduced motion makes it effectively instant.
 */
export function collapseDurationMs(height: number, prefersReducedMotion: boolean): number {
  if (prefersReducedMotion) return 1;
  if (!Number.isFinite(height) || height <= 0) return 0;
  const constant = height / 36;
  return Math.round((4 + 15 * constant ** 0.25 + constant / 5) * 10);
}
