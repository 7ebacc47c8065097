import { describe, expect, it } from 'vitest';
import { MESSAGE_PATTERNS, lilaqMessages } from './index';
import { matchMessage, matchTemplate, messageText } from './match';
import { COMPILED_MESSAGES, filledMessage, PRINTED_PREFIX } from './fixtures/samples';

const idOf = (pasted: string) => matchMessage(MESSAGE_PATTERNS, pasted)?.id ?? null;

describe('messageText', () => {
  it('keeps the message of the error line, without the prefix, the hints or the source lines under it', () => {
    const pasted = [
      "error: assertion failed: `plot()`: The dimensions for x (3) and y (2) don't match",
      '  ┌─ main.typ:3:13',
      '  │',
      '3 │ #lq.diagram(lq.plot((1, 2, 3), (3, 4)))',
      '  = hint: while calling assert-matching-data-dimensions',
    ].join('\n');
    expect(messageText(pasted)).toBe('plot(): the dimensions for x (3) and y (2) dont match');
    expect(messageText('expected length, found integer, hints: a length needs a unit - did you mean 2pt?')).toBe(
      'expected length, found integer',
    );
  });
});

describe('matchMessage', () => {
  it.each(COMPILED_MESSAGES)('finds the entry of %s', (message, id) => {
    expect(idOf(message)).toBe(id);
    expect(idOf(`error: ${message}\nhint: while calling closure`)).toBe(id);
  });

  const printed = (message: (typeof lilaqMessages)[number]) => `error: ${PRINTED_PREFIX[message.kind]}${filledMessage(message)}`;

  it('finds the entry of every Lilaq message with concrete values, as printed', () => {
    const misses = lilaqMessages.filter((message) => idOf(printed(message)) !== message.id);
    expect(misses.map((message) => `${message.id}: ${printed(message)} → ${idOf(printed(message))}`)).toEqual([]);
  });

  it('finds an entry for every message cut at 64 characters as the search box cuts it: its own, or one whose words the cut text fits as well', () => {
    const misses = lilaqMessages.filter((message) => {
      const cut = printed(message).slice(0, 64);
      const own = matchTemplate(message, cut);
      const chosen = matchMessage(MESSAGE_PATTERNS, cut);
      return own === null || chosen === null || chosen.literal > own.literal;
    });
    expect(misses.map((message) => `${message.id}: ${printed(message).slice(0, 64)}`)).toEqual([]);
  });

  it('reads quotes of any kind and any case as the message’s own', () => {
    expect(idOf('Unknown mark ‘q’')).toBe('unknown-mark');
    expect(idOf('UNKNOWN VARIABLE: LQ')).toBe('unknown-variable');
  });

  it('is no message for an ordinary query, nor for a word or two of one', () => {
    for (const query of ['legend position', 'unknown', 'bar width', 'expected', 'the dimensions', 'how do I change the colour']) {
      expect(idOf(query), query).toBeNull();
    }
  });
});
