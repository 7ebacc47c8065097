/**
 * The live-compile worker: downloads the compiler, renderer and fonts once, then compiles one
 * request at a time. Typing never blocks the page, and a runaway example is stopped by the page
 * terminating this worker.
 */
import { COMPILER_WASM, LIVE_FONTS, RENDERER_WASM, joinUrl } from './assets';
import { liveConfig } from './config';
import { createLiveEngine, type LiveEngine, type LiveFile } from './engine';
import type { CompileRequest, DownloadPart, WarmRequest, WorkerMessage } from './protocol';
import { xhrFetchSync } from './registry';

class DownloadError extends Error {
  constructor(
    readonly part: DownloadPart,
    readonly url: string,
  ) {
    super(`${part} download failed: ${url}`);
  }
}

async function download(part: DownloadPart, url: string): Promise<Response> {
  const response = await fetch(url).catch(() => undefined);
  if (!response?.ok) throw new DownloadError(part, url);
  return response;
}

const bytesOf = async (part: DownloadPart, url: string) => new Uint8Array(await (await download(part, url)).arrayBuffer());

let engine: Promise<LiveEngine> | undefined;
function getEngine(): Promise<LiveEngine> {
  engine ??= (async () => {
    const [compilerWasm, rendererWasm, fonts] = await Promise.all([
      download('compiler', COMPILER_WASM),
      download('compiler', RENDERER_WASM),
      Promise.all(LIVE_FONTS.map((f) => bytesOf('font', joinUrl(liveConfig.fontsUrl, f)))),
    ]);
    return createLiveEngine({ compilerWasm, rendererWasm, fonts, packagesUrl: liveConfig.packagesUrl, fetchPackage: xhrFetchSync });
  })();
  // A failed download is retried on the next request instead of being remembered.
  engine.catch(() => (engine = undefined));
  return engine;
}

const dataFiles = new Map<string, Promise<Uint8Array>>();
function dataFile(url: string): Promise<Uint8Array> {
  let file = dataFiles.get(url);
  if (!file) {
    file = bytesOf('data file', url);
    file.catch(() => dataFiles.delete(url));
    dataFiles.set(url, file);
  }
  return file;
}

const post = (message: WorkerMessage) => (self as unknown as Worker).postMessage(message);

async function handle(request: CompileRequest): Promise<void> {
  try {
    const [live, files] = await Promise.all([
      getEngine(),
      Promise.all(request.files.map(async (f): Promise<LiveFile> => ({ name: f.name, bytes: await dataFile(f.url) }))),
    ]);
    post({ type: 'started', id: request.id });
    post({ type: 'result', id: request.id, result: await live.compile(request.source, files, request.format ?? 'svg') });
  } catch (error) {
    if (error instanceof DownloadError) {
      post({ type: 'result', id: request.id, result: { kind: 'setup-failed', part: error.part, url: error.url } });
    } else {
      const message = error instanceof Error ? error.message : String(error);
      post({
        type: 'result',
        id: request.id,
        result: { kind: 'error', diagnostics: [{ message, severity: 'error', package: '', path: '', range: '' }] },
      });
    }
  }
}

// One compile at a time, in order: the compiler is not re-entrant.
let queue = Promise.resolve();
self.addEventListener('message', (event: MessageEvent<CompileRequest | WarmRequest>) => {
  const request = event.data;
  // Failures of a warm-up surface with the first compile, which tries again.
  if (request?.type === 'warm') getEngine().catch(() => undefined);
  else if (request?.type === 'compile') queue = queue.then(() => handle(request));
});
