/**
 * svgo is the slowest step after compiling; a small pool of worker threads runs it in parallel
 * with the (single, in-process) Typst compiler. Any worker failure falls back to minifying on
 * the main thread, so the pool only ever changes speed, never output.
 */
import os from 'node:os';
import { Worker } from 'node:worker_threads';
import { minifySvg, type MinifiedSvg } from './svg';

interface Pending {
  svg: string;
  resolve: (value: MinifiedSvg) => void;
}

/**
 * Workers run TypeScript through tsx's loader (registered inside the worker), so the same
 * `svg.ts` is used as on the main thread.
 */
const BOOTSTRAP = `
const { workerData } = require('node:worker_threads');
import(workerData.tsxApi).then(({ register }) => { register(); return import(workerData.entry); });
`;

export class MinifyPool {
  private workers: Worker[] = [];
  private pending = new Map<number, Pending>();
  private nextId = 0;
  private next = 0;

  constructor(size: number = Math.max(1, os.availableParallelism() - 1)) {
    let tsxApi: string;
    try {
      tsxApi = import.meta.resolve('tsx/esm/api');
    } catch {
      return; // no tsx: minify on the main thread
    }
    const entry = new URL('./minify-worker.ts', import.meta.url).href;
    for (let i = 0; i < size; i++) {
      const worker = new Worker(BOOTSTRAP, { eval: true, workerData: { tsxApi, entry } });
      worker.on('message', (msg: { id: number; result?: MinifiedSvg }) => {
        const p = this.pending.get(msg.id);
        if (!p) return;
        this.pending.delete(msg.id);
        p.resolve(msg.result ?? minifySvg(p.svg));
      });
      worker.on('error', () => this.fallBack());
      this.workers.push(worker);
    }
  }

  /** Stops using workers and finishes every pending job on the main thread. */
  private fallBack(): void {
    const workers = this.workers;
    this.workers = [];
    for (const w of workers) void w.terminate();
    for (const [id, p] of this.pending) {
      this.pending.delete(id);
      p.resolve(minifySvg(p.svg));
    }
  }

  minify(svg: string): Promise<MinifiedSvg> {
    if (this.workers.length === 0) return Promise.resolve(minifySvg(svg));
    const id = this.nextId++;
    const worker = this.workers[this.next++ % this.workers.length]!;
    return new Promise((resolve) => {
      this.pending.set(id, { svg, resolve });
      worker.postMessage({ id, svg });
    });
  }

  async close(): Promise<void> {
    const workers = this.workers;
    this.workers = [];
    await Promise.all(workers.map((w) => w.terminate()));
  }
}
