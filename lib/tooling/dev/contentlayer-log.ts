/**
 * What `contentlayer2 dev` says, read line by line: `npm run dev` learns from it when a generation
 * starts and ends (it touches files only between generations) and when the content cache could
 * not be read (it then rebuilds the cache). These are contentlayer2 0.5's own messages.
 */
export type ContentlayerEvent =
  /** A generation finished: the cache on disk and .contentlayer/generated are complete. */
  | { kind: 'generated'; documents: number }
  /** A saved or deleted file (path relative to the content folder) starts a generation. */
  | { kind: 'file'; file: string }
  /** A changed config (or the second build of its own config watch at start) starts a generation. */
  | { kind: 'config' }
  /** The cache file did not parse: the watch stops here and nothing updates until it restarts. */
  | { kind: 'cache-error' }
  /** Any other error: the pages keep their last good content. */
  | { kind: 'error'; line: string };

export function readContentlayerLine(raw: string): ContentlayerEvent | undefined {
  const line = raw.trim();
  const generated = /^Generated (\d+) documents? in \.contentlayer/.exec(line);
  if (generated) return { kind: 'generated', documents: Number(generated[1]) };
  const file = /^File (?:updated|deleted): (.+)$/.exec(line);
  if (file?.[1]) return { kind: 'file', file: file[1] };
  if (line.startsWith('Contentlayer config change detected')) return { kind: 'config' };
  if (/fs\.JsonParseError|Unexpected end of JSON input/.test(line)) return { kind: 'cache-error' };
  if (/^(?:\w+Error\b|Error:|Warning: Found \d+ problems?)/.test(line)) return { kind: 'error', line };
  return undefined;
}
