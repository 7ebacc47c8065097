import { describe, expect, it } from 'vitest';
import { DEV_CONTENT_ERROR_MAX, parseDevContentError } from './dev-content-error';

describe('parseDevContentError', () => {
  it('reads a report the dev server wrote', () => {
    const text = JSON.stringify({ message: 'Error: Found 1 problems in 1 documents.', at: '2026-12-01T21:00:00.000Z' });
    expect(parseDevContentError(text)).toEqual({ message: 'Error: Found 1 problems in 1 documents.', at: '2026-12-01T21:00:00.000Z' });
  });

  it('reads a file cut short, another shape or an empty message as no error', () => {
    expect(parseDevContentError('{"message":"Error: Fou')).toBeNull();
    expect(parseDevContentError('')).toBeNull();
    expect(parseDevContentError('null')).toBeNull();
    expect(parseDevContentError('["Error"]')).toBeNull();
    expect(parseDevContentError(JSON.stringify({ message: 42, at: 'now' }))).toBeNull();
    expect(parseDevContentError(JSON.stringify({ message: '  ', at: 'now' }))).toBeNull();
  });

  it('keeps a long report to its first characters', () => {
    const report = parseDevContentError(JSON.stringify({ message: 'x'.repeat(DEV_CONTENT_ERROR_MAX + 50), at: 'now' }));
    expect(report?.message).toHaveLength(DEV_CONTENT_ERROR_MAX);
  });
});
