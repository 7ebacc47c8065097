import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ContentTouches } from './content-touches';

let touched: string[] = [];
let warnings: string[] = [];
const make = () =>
  new ContentTouches({ touch: (file) => touched.push(file), warn: (message) => warnings.push(message), unseenAfterMs: 1000, tries: 3 });

beforeEach(() => {
  vi.useFakeTimers();
  touched = [];
  warnings = [];
});
afterEach(() => vi.useRealTimers());

describe('touches handed to contentlayer', () => {
  it('waits for the end of the first generation, then touches each file once, one generation at a time', () => {
    const touches = make();
    touches.request('docs/a.mdx');
    touches.request('docs/b.mdx');
    touches.request('docs/a.mdx');
    expect(touched).toEqual([]);
    touches.generated();
    expect(touched).toEqual(['docs/a.mdx']);
    touches.fileSeen('docs/a.mdx');
    expect(touched).toEqual(['docs/a.mdx']);
    touches.generated();
    expect(touched).toEqual(['docs/a.mdx', 'docs/b.mdx']);
    touches.fileSeen('docs/b.mdx');
    touches.generated();
    vi.advanceTimersByTime(5000);
    expect(touched).toEqual(['docs/a.mdx', 'docs/b.mdx']);
    expect(warnings).toEqual([]);
  });

  it('touches again when contentlayer did not see the file, and says so when it never does', () => {
    const touches = make();
    touches.generated();
    touches.request('docs/a.mdx');
    touches.request('docs/b.mdx');
    vi.advanceTimersByTime(1000);
    expect(touched).toEqual(['docs/a.mdx', 'docs/a.mdx']);
    vi.advanceTimersByTime(2000);
    expect(warnings).toEqual(['contentlayer did not pick up docs/a.mdx after 3 touches: save it again']);
    expect(touched).toEqual(['docs/a.mdx', 'docs/a.mdx', 'docs/a.mdx', 'docs/b.mdx']);
  });

  it('a generation of another file does not count as this one', () => {
    const touches = make();
    touches.generated();
    touches.request('docs/a.mdx');
    touches.fileSeen('docs/other.mdx');
    touches.generated();
    vi.advanceTimersByTime(1000);
    expect(touched).toEqual(['docs/a.mdx', 'docs/a.mdx']);
  });

  it('holds the current file over a restart of contentlayer until its first generation', () => {
    const touches = make();
    touches.generated();
    touches.request('docs/a.mdx');
    touches.restarted();
    vi.advanceTimersByTime(5000);
    expect(touched).toEqual(['docs/a.mdx']);
    touches.generated();
    expect(touched).toEqual(['docs/a.mdx', 'docs/a.mdx']);
  });
});
