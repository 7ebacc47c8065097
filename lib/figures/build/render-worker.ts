/**
 * Worker thread of RenderPool: owns one Typst compiler and renders whole examples (both
 * variants, compiled and minified). The main thread has already set XDG_DATA_HOME and
 * FONTCONFIG_FILE (a worker's process.env is a private copy the native compiler doesn't see).
 */
import { parentPort, workerData } from 'node:worker_threads';
import { createTypstRenderer } from '../compiler';
import type { PreparedExample } from '../prepare';
import { renderExample, type RenderWanted } from './render';

const renderer = createTypstRenderer({ packageRoot: (workerData as { packageRoot: string }).packageRoot, environmentReady: true });

parentPort?.on('message', (job: { id: number; example: PreparedExample; wanted: RenderWanted }) => {
  parentPort?.postMessage({ id: job.id, result: renderExample(renderer, job.example, job.wanted) });
});
parentPort?.postMessage({ ready: true });
