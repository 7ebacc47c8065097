/**
 * The package imports of one Lilaq release moved to another's: `@preview/lilaq:0.5.0` becomes
 * `@preview/lilaq:0.6.0`, and every package both releases pin exactly once follows (tiptoe
 * 0.3.1 → 0.4.0). Pure, for the build (lib/docs/release-view.ts, a page of another release) and
 * the browser (the live editor's upgrade view, lib/live/upgrade.ts).
 */
import { lilaqRelease } from '../releases';
import { CURRENT_RELEASE } from './versions';

/**
 * The `@preview/NAME:VERSION` imports of release `from`'s packages (the current release's by
 * default), each with the version release `to` imports instead.
 */
export function packagePins(to: string, from: string = CURRENT_RELEASE): Map<string, string> {
  const before = lilaqRelease(from);
  const after = lilaqRelease(to);
  const pins = new Map<string, string>([[`@preview/lilaq:${before.version}`, `@preview/lilaq:${after.version}`]]);
  for (const pin of before.packages) {
    const was = before.packages.filter((other) => other.name === pin.name);
    const now = after.packages.filter((other) => other.name === pin.name);
    if (was.length === 1 && now.length === 1 && now[0])
      pins.set(`@preview/${pin.name}:${pin.version}`, `@preview/${pin.name}:${now[0].version}`);
  }
  return pins;
}

/** `text` with every pinned import of `pins` replaced; other imports as written. */
export function replacePins(text: string, pins: ReadonlyMap<string, string>): string {
  return text.replace(/@preview\/[a-z0-9-]+:\d+\.\d+\.\d+/g, (pin) => pins.get(pin) ?? pin);
}
