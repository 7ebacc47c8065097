import { describe, expect, it, vi } from 'vitest';
import { CompileQueue } from './queue';

function setup(debounceMs = 40) {
  const started: string[] = [];
  const delivered: string[] = [];
  const finish: Array<() => void> = [];
  const queue = new CompileQueue<string, string>(
    (job) => {
      started.push(job);
      return new Promise((resolve) => finish.push(() => resolve(`svg of ${job}`)));
    },
    (_, result) => delivered.push(result),
    debounceMs,
  );
  return { queue, started, delivered, finish };
}

describe('CompileQueue', () => {
  it('turns a burst of requests into one compile of the last', async () => {
    vi.useFakeTimers();
    const { queue, started } = setup();
    queue.request('a');
    queue.request('ab');
    queue.request('abc');
    await vi.advanceTimersByTimeAsync(40);
    expect(started).toEqual(['abc']);
    vi.useRealTimers();
  });

  it('keeps only the newest request while compiling and starts it right after, delivering both', async () => {
    vi.useFakeTimers();
    const { queue, started, delivered, finish } = setup();
    queue.request('1');
    await vi.advanceTimersByTimeAsync(40);
    queue.request('12');
    queue.request('123');
    finish[0]!();
    await vi.advanceTimersByTimeAsync(0);
    expect(started).toEqual(['1', '123']);
    finish[1]!();
    await vi.advanceTimersByTimeAsync(0);
    expect(delivered).toEqual(['svg of 1', 'svg of 123']);
    vi.useRealTimers();
  });

  it('drops what is waiting or running on cancel', async () => {
    vi.useFakeTimers();
    const { queue, started, delivered, finish } = setup();
    queue.request('x');
    await vi.advanceTimersByTimeAsync(40);
    queue.request('y');
    queue.cancel();
    finish[0]!();
    await vi.advanceTimersByTimeAsync(100);
    expect(started).toEqual(['x']);
    expect(delivered).toEqual([]);
    vi.useRealTimers();
  });
});
