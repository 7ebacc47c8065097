import { describe, expect, it } from 'vitest';
import { CompileQueue } from './queue';

function setup() {
  const started: string[] = [];
  const delivered: string[] = [];
  const finish: Array<() => void> = [];
  const queue = new CompileQueue<string, string>(
    (job) => {
      started.push(job);
      return new Promise((resolve) => finish.push(() => resolve(`svg of ${job}`)));
    },
    (_, result) => delivered.push(result),
  );
  return { queue, started, delivered, finish };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('CompileQueue', () => {
  it('starts a compile at once when the compiler is idle', () => {
    const { queue, started } = setup();
    queue.request('1');
    expect(started).toEqual(['1']);
  });

  it('turns the keys typed during a compile into one compile of the last, started right after', async () => {
    const { queue, started, delivered, finish } = setup();
    queue.request('a');
    queue.request('ab');
    queue.request('abc');
    queue.request('abcd');
    expect(started).toEqual(['a']);
    finish[0]!();
    await settle();
    expect(started).toEqual(['a', 'abcd']);
    finish[1]!();
    await settle();
    expect(delivered).toEqual(['svg of a', 'svg of abcd']);
  });

  it('drops what is waiting or running on cancel, and compiles the next request', async () => {
    const { queue, started, delivered, finish } = setup();
    queue.request('x');
    queue.request('y');
    queue.cancel();
    finish[0]!();
    await settle();
    expect(started).toEqual(['x']);
    expect(delivered).toEqual([]);
    queue.request('z');
    finish[1]!();
    await settle();
    expect(started).toEqual(['x', 'z']);
    expect(delivered).toEqual(['svg of z']);
  });
});
