/**
 * The shape of the generated message file (messages/<version>.json): every message Lilaq's
 * `assert` and `panic` calls can raise, as templates. Written by lib/errors/build/extract.ts.
 */

/** How Typst prints the message: `assertion failed: …`, `equality assertion failed: …`, `panicked with: "…"`. */
export type MessageKind = 'assert' | 'assert.eq' | 'assert.ne' | 'panic';

export interface LilaqMessage {
  /** Stable name of the template (its literal words, slugged): what the error index refers to. */
  id: string;
  kind: MessageKind;
  /** The message with each variable part as `{expression}` (the Typst expression that fills it). */
  template: string;
  /** Every place in `src/` that raises it (file and 1-based line of the call). */
  sources: Array<{ path: string; line: number }>;
}

export interface MessagesFile {
  version: string;
  messages: LilaqMessage[];
}
