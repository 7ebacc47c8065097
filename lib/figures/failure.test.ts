import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { failureFileName, failureText, parseFailure, readFailure, serializeFailure } from './failure';
import { partsFileName } from './store';

const KEY = '0123456789abcdef';

describe('failing examples in the store', () => {
  it('keys the message by the example and never by the name of its figure or part map', () => {
    expect(failureFileName(KEY)).toMatch(/^[0-9a-f]{16}-error\.json$/);
    expect(failureFileName(KEY)).not.toBe(failureFileName('fedcba9876543210'));
    expect(failureFileName(KEY).slice(0, 16)).not.toBe(partsFileName(KEY).slice(0, 16));
  });

  it('reads back what it wrote, and nothing from a damaged or foreign file', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'failure-'));
    const failure = { message: 'unexpected argument: linewidth', hints: [], line: 2 };
    fs.writeFileSync(path.join(dir, failureFileName(KEY)), serializeFailure(failure));
    expect(readFailure(dir, KEY)).toEqual(failure);
    expect(readFailure(dir, 'fedcba9876543210')).toBeNull();
    fs.writeFileSync(path.join(dir, failureFileName(KEY)), '{"message": "cut');
    expect(readFailure(dir, KEY)).toBeNull();
    fs.rmSync(dir, { recursive: true });
    expect(parseFailure({ message: '', hints: [] })).toBeNull();
    expect(parseFailure({ message: 'x', hints: [1] })).toBeNull();
    expect(parseFailure({ message: 'x', hints: [], line: 0 })).toBeNull();
    expect(parseFailure({ message: 'x', hints: ['y'] })).toEqual({ message: 'x', hints: ['y'] });
  });

  it('prints the message as a terminal does: error first, then each hint', () => {
    expect(failureText({ message: 'unknown variable: ab', hints: ['try `a b`', 'or `"ab"`'] })).toBe(
      'error: unknown variable: ab\nhint: try `a b`\nhint: or `"ab"`',
    );
  });
});
