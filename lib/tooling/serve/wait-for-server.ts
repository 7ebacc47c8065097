/** Waits until `url` answers 200 (a dev server starting up), polling once a second; throws after `timeoutMs`. */
export async function waitForServer(url: string, timeoutMs: number): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  throw new Error(`dev server did not answer at ${url}`);
}
