/** Worker thread of MinifyPool: minifies SVGs while the main thread keeps compiling. */
import { parentPort } from 'node:worker_threads';
import { minifySvg } from './svg';

parentPort?.on('message', (job: { id: number; svg: string }) => {
  try {
    parentPort?.postMessage({ id: job.id, result: minifySvg(job.svg) });
  } catch (error) {
    parentPort?.postMessage({ id: job.id, error: (error as Error).message });
  }
});
