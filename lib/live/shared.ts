/**
 * The page's one live compiler (one worker for every example). Its own chunk, imported by the
 * Edit button next to the editor's chunk, so the compiler downloads while CodeMirror loads.
 */
import { LiveCompiler } from './client';
import { liveConfig } from './config';

let compiler: LiveCompiler | undefined;

export function sharedCompiler(): LiveCompiler {
  compiler ??= new LiveCompiler(() => new Worker(new URL('./worker.ts', import.meta.url), { type: 'module' }), liveConfig.timeLimitMs);
  return compiler;
}
