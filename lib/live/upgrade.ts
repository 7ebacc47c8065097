/**
 * The live editor's upgrade view: an example written for one Lilaq release compiled with the
 * next one too, and what the facts say changes for its code. Loaded when a reader presses the
 * view's control, with both releases' facts, never with the page or the editor.
 */
import { packagePins, replacePins } from '../docs/package-pins';
import { docsRoot, inRelease } from '../docs/versions';
import type { Variant } from '../figures/hash';
import type { LiveParts } from '../figures/live-parts';
import { factsOf } from '../reference/documented-facts';
import { upgradeRoute } from '../upgrade-route';
import { liveSource, type LiveSource } from './source';
import { releaseDiff, scanLilaqUse, upgradeNotes, type ReleaseDiff, type UpgradeNote } from './upgrade-notes';

/**
 * The source of the example's figure in release `to`: the preamble imports `to`, and the imports
 * the code and its hidden lines write for `from` (Lilaq, and the packages both releases pin once)
 * are moved to `to`'s, as a page of `to` moves them. Same lines as `from`'s source, so errors
 * map back to the editor alike.
 */
export function upgradeSource(code: string, parts: LiveParts, variant: Variant, from: string, to: string): LiveSource {
  const pins = packagePins(to, from);
  const moved: LiveParts = { prelude: replacePins(parts.prelude, pins), postlude: replacePins(parts.postlude, pins), lilaq: to };
  return liveSource(replacePins(code, pins), moved, variant, to);
}

const diffs = new Map<string, ReleaseDiff>();

/** The notes of the facts that apply to `code` when it moves from release `from` to `to`. */
export function notesForCode(code: string, from: string, to: string): UpgradeNote[] {
  const key = `${from}→${to}`;
  let diff = diffs.get(key);
  if (!diff) {
    diff = releaseDiff(factsOf(from), factsOf(to));
    diffs.set(key, diff);
  }
  return upgradeNotes(scanLilaqUse(code), diff, { docsRoot: docsRoot(to), upgradePage: inRelease(upgradeRoute(from, to), to) });
}
