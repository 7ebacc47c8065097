import { describe, expect, it } from 'vitest';
import { NO_TRANSITIONS, withoutTransitions, type TransitionHost } from './transitions';

describe('withoutTransitions', () => {
  it('turns transitions off before the change and back on two frames later, after styling the change', () => {
    const log: string[] = [];
    const frames: Array<() => void> = [];
    const host: TransitionHost = {
      addStyle: (css) => {
        log.push(`add ${css === NO_TRANSITIONS ? 'no-transitions' : css}`);
        return () => log.push('remove');
      },
      flushStyles: () => log.push('flush'),
      nextFrame: (callback) => void frames.push(callback),
    };
    withoutTransitions(host, () => log.push('change'));
    expect(log).toEqual(['add no-transitions', 'change']);
    frames.shift()!();
    expect(log).toEqual(['add no-transitions', 'change', 'flush']);
    frames.shift()!();
    expect(log.at(-1)).toBe('remove');
  });

  it('turns transitions back on even when the change throws', () => {
    const frames: Array<() => void> = [];
    let removed = false;
    const host: TransitionHost = { addStyle: () => () => (removed = true), flushStyles: () => {}, nextFrame: (f) => void frames.push(f) };
    expect(() =>
      withoutTransitions(host, () => {
        throw new Error('boom');
      }),
    ).toThrow('boom');
    frames.shift()!();
    frames.shift()!();
    expect(removed).toBe(true);
  });
});
