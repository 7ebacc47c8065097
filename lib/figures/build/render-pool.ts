/**
 * Renders examples on all cores of this one process: each worker thread owns its own Typst
 * compiler (packages and fonts set up once on the main thread) and takes the next example from
 * a shared queue. Falls back to rendering on the main thread when workers can't start (e.g.
 * without tsx), so the pool only ever changes speed, never output.
 */
import os from 'node:os';
import { Worker } from 'node:worker_threads';
import { createTypstRenderer, prepareCompilerEnvironment, type TypstRenderer } from '../compiler';
import type { PreparedExample } from '../prepare';
import { renderExample, type ExampleRender, type RenderWanted } from './render';

interface Job {
  id: number;
  example: PreparedExample;
  wanted: RenderWanted;
  resolve: (r: ExampleRender) => void;
}

/** Workers run TypeScript through tsx's loader, registered inside each worker. */
const BOOTSTRAP = `
const { workerData } = require('node:worker_threads');
import(workerData.tsxApi).then(({ register }) => { register(); return import(workerData.entry); });
`;

export class RenderPool {
  private queue: Job[] = [];
  private idle: Worker[] = [];
  private workers: Worker[] = [];
  private running = new Map<Worker, Job>();
  private nextId = 0;
  private local?: TypstRenderer;

  constructor(
    private readonly packageRoot: string,
    size: number = os.availableParallelism(),
  ) {
    prepareCompilerEnvironment(packageRoot);
    let tsxApi: string;
    try {
      tsxApi = import.meta.resolve('tsx/esm/api');
    } catch {
      return;
    }
    const entry = new URL('./render-worker.ts', import.meta.url).href;
    for (let i = 0; i < size; i++) {
      const worker = new Worker(BOOTSTRAP, { eval: true, workerData: { tsxApi, entry, packageRoot } });
      worker.on('message', (msg: { ready?: boolean; id?: number; result?: ExampleRender }) => {
        if (!msg.ready) {
          const job = this.running.get(worker);
          this.running.delete(worker);
          if (job && msg.result) job.resolve(msg.result);
        }
        this.idle.push(worker);
        this.dispatch();
      });
      worker.on('error', () => this.fallBack());
      this.workers.push(worker);
    }
  }

  render(example: PreparedExample, wanted: RenderWanted = { figures: true, parts: false }): Promise<ExampleRender> {
    return new Promise((resolve) => {
      this.queue.push({ id: this.nextId++, example, wanted, resolve });
      if (this.workers.length === 0) this.drainLocally();
      else this.dispatch();
    });
  }

  private dispatch(): void {
    while (this.idle.length > 0 && this.queue.length > 0) {
      const worker = this.idle.pop()!;
      const job = this.queue.shift()!;
      this.running.set(worker, job);
      worker.postMessage({ id: job.id, example: job.example, wanted: job.wanted });
    }
  }

  /** Any worker failure: stop all workers and finish every job on this thread. */
  private fallBack(): void {
    const workers = this.workers;
    this.workers = [];
    this.idle = [];
    for (const w of workers) void w.terminate();
    this.queue.unshift(...this.running.values());
    this.running.clear();
    this.drainLocally();
  }

  private drainLocally(): void {
    this.local ??= createTypstRenderer({ packageRoot: this.packageRoot, environmentReady: true });
    while (this.queue.length > 0) {
      const job = this.queue.shift()!;
      job.resolve(renderExample(this.local, job.example, job.wanted));
    }
  }

  async close(): Promise<void> {
    const workers = this.workers;
    this.workers = [];
    await Promise.all(workers.map((w) => w.terminate()));
  }
}
