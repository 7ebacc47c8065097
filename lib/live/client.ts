/**
 * The page's side of live compiling: one worker for every example on the page, created on the
 * first request, terminated (and replaced on the next request) when a compile exceeds the time
 * limit. Loaded only after the first Edit.
 */
import type { EngineResult, OutputFormat } from './engine';
import type { CompileRequest, WarmRequest, WorkerMessage } from './protocol';

export type LiveResult =
  | EngineResult
  | Extract<WorkerMessage, { type: 'result' }>['result']
  | { kind: 'timeout'; limitMs: number }
  | { kind: 'worker-failed'; message: string };

interface Pending {
  resolve: (result: LiveResult) => void;
  timer?: ReturnType<typeof setTimeout>;
}

export class LiveCompiler {
  private worker: Worker | undefined;
  private nextId = 1;
  private readonly pending = new Map<number, Pending>();

  constructor(
    private readonly createWorker: () => Worker,
    private readonly timeLimitMs: number,
  ) {}

  /** Creates the worker and lets it download the compiler and fonts ahead of the first compile. */
  warm(): void {
    this.ensureWorker().postMessage({ type: 'warm' } satisfies WarmRequest);
  }

  compile(source: string, files: CompileRequest['files'], format: OutputFormat = 'svg'): Promise<LiveResult> {
    const worker = this.ensureWorker();
    const id = this.nextId++;
    return new Promise((resolve) => {
      this.pending.set(id, { resolve });
      worker.postMessage({ type: 'compile', id, source, files, format } satisfies CompileRequest);
    });
  }

  private ensureWorker(): Worker {
    if (this.worker) return this.worker;
    const worker = this.createWorker();
    worker.addEventListener('message', (event: MessageEvent<WorkerMessage>) => this.onMessage(event.data));
    worker.addEventListener('error', (event) =>
      this.stop({ kind: 'worker-failed', message: event.message || 'the compiler could not start' }),
    );
    this.worker = worker;
    return worker;
  }

  private onMessage(message: WorkerMessage): void {
    const job = this.pending.get(message.id);
    if (!job) return;
    if (message.type === 'started') {
      // Only the compile itself is timed: downloads before it have their own failure path.
      job.timer = setTimeout(() => this.stop({ kind: 'timeout', limitMs: this.timeLimitMs }), this.timeLimitMs);
      return;
    }
    clearTimeout(job.timer);
    this.pending.delete(message.id);
    job.resolve(message.result);
  }

  /** Ends the worker and answers every waiting request with `result`; the next compile starts a new worker. */
  private stop(result: LiveResult): void {
    this.worker?.terminate();
    this.worker = undefined;
    for (const job of this.pending.values()) {
      clearTimeout(job.timer);
      job.resolve(result);
    }
    this.pending.clear();
  }
}
