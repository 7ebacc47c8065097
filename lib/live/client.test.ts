import { describe, expect, it, vi } from 'vitest';
import { LiveCompiler } from './client';
import type { WorkerMessage } from './protocol';

/** A stand-in Worker: records posts, lets the test answer, and knows when it was terminated. */
class FakeWorker extends EventTarget {
  posted: Array<{ id: number }> = [];
  terminated = false;
  postMessage(message: { id: number }) {
    this.posted.push(message);
  }
  terminate() {
    this.terminated = true;
  }
  answer(message: WorkerMessage) {
    this.dispatchEvent(new MessageEvent('message', { data: message }));
  }
}

describe('LiveCompiler', () => {
  it('stops a compile that exceeds the time limit and starts a fresh worker for the next one', async () => {
    vi.useFakeTimers();
    const workers: FakeWorker[] = [];
    const compiler = new LiveCompiler(() => {
      const w = new FakeWorker();
      workers.push(w);
      return w as unknown as Worker;
    }, 1000);
    const runaway = compiler.compile('#while true {}', []);
    workers[0]!.answer({ type: 'started', id: 1 });
    vi.advanceTimersByTime(999);
    expect(workers[0]!.terminated).toBe(false);
    vi.advanceTimersByTime(1);
    await expect(runaway).resolves.toEqual({ kind: 'timeout', limitMs: 1000 });
    expect(workers[0]!.terminated).toBe(true);

    const next = compiler.compile('ok', []);
    expect(workers).toHaveLength(2);
    workers[1]!.answer({ type: 'started', id: 2 });
    workers[1]!.answer({ type: 'result', id: 2, result: { kind: 'figure', svg: '<svg/>', warnings: [] } });
    await expect(next).resolves.toMatchObject({ kind: 'figure' });
    vi.advanceTimersByTime(5000);
    expect(workers[1]!.terminated).toBe(false);
    vi.useRealTimers();
  });

  it('does not time downloads that happen before the compile starts', async () => {
    vi.useFakeTimers();
    const worker = new FakeWorker();
    const compiler = new LiveCompiler(() => worker as unknown as Worker, 1000);
    const job = compiler.compile('x', []);
    vi.advanceTimersByTime(10_000);
    worker.answer({ type: 'result', id: 1, result: { kind: 'setup-failed', part: 'compiler', url: '/live/c.wasm' } });
    await expect(job).resolves.toEqual({ kind: 'setup-failed', part: 'compiler', url: '/live/c.wasm' });
    expect(worker.terminated).toBe(false);
    vi.useRealTimers();
  });
});
