/**
 * What Lilaq 0.5.0 added over 0.4.0 that an example's code shows: the source of the gallery's
 * "new in 0.5" tag. Written down once, by hand, from Lilaq's git history:
 *
 * - `names`: the `lq` exports of tag v0.5.0 that tag v0.4.0 lacks. Both lists were read by the
 *   reference-facts generator (`lib/reference/build/facts.ts`, which follows `src/lilaq.typ`
 *   and its module imports) from `git archive v0.4.0` and `v0.5.0` of lilaq-project/lilaq; the
 *   v0.5.0 list is `lib/reference/facts/0.5.0.json`'s `exports`, and `src/lilaq.typ` of both tags
 *   shows the two module imports and two aliases that differ. Everything under a module counts
 *   (`tick-locate.linear` is new as a name, although `locate-ticks-linear` existed before).
 *   Left out: `scale.tick-locate`, the new module as `scale.typ` imports it, which no one calls.
 * - `parameters`: the one named parameter the generator's diff
 *   (`npm run reference:facts -- --diff 0.4.0.json 0.5.0.json`) lists as added. The other changes
 *   it lists widen what a parameter accepts (a function for `y`, a ratio for `width`, an array
 *   for `bar.offset`) or change a default; code cannot be told apart by them, so they do not count.
 * - `datetimeValues`: coordinates that are Typst `datetime` values. 0.4.0's source never mentions
 *   `datetime`; 0.5.0 plots such values and picks the datetime scale for them by itself.
 */
export interface NewInVersion {
  version: string;
  since: string;
  /** `lq` paths that are new, with everything under them. */
  names: readonly string[];
  /** Named parameters of existing functions that are new. */
  parameters: readonly { function: string; parameter: string }[];
  /** Datetime values as coordinates are new. */
  datetimeValues: boolean;
}

export const newInLilaq050: NewInVersion = {
  version: '0.5.0',
  since: '0.4.0',
  names: ['tick-locate', 'tick-format', 'locate-ticks-datetime', 'format-ticks-datetime', 'scale.datetime'],
  parameters: [{ function: 'colormesh', parameter: 'excess' }],
  datetimeValues: true,
};
