/** Recognises the errors webpack/Turbopack raise when a code chunk or route payload fails to load. */
export function isChunkLoadError(reason: unknown): boolean {
  const text = reason instanceof Error ? `${reason.name} ${reason.message}` : typeof reason === 'string' ? reason : '';
  return /ChunkLoadError|Loading chunk [\w-]+ failed|Failed to load chunk|Loading CSS chunk|Failed to fetch dynamically imported module|error loading dynamically imported module/i.test(
    text,
  );
}

const reloadKey = 'lilaq.chunk-reload-at';
const minimumIntervalMs = 60_000;

/** Whether to reload now; records the attempt so a persistent failure reloads at most once a minute. */
export function shouldReloadAfterChunkError(storage: Pick<Storage, 'getItem' | 'setItem'>, now: number): boolean {
  try {
    const last = Number(storage.getItem(reloadKey));
    if (Number.isFinite(last) && now - last < minimumIntervalMs) return false;
    storage.setItem(reloadKey, String(now));
  } catch {
    // Without session storage we still reload once: this page view ends with the reload.
  }
  return true;
}
