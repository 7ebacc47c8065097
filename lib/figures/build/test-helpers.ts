/** Shared by the tests: prepare an example from inline code without touching the disk. */
import path from 'node:path';
import { prepareExample, type PreparedExample } from '../prepare';

export const TEST_ROOT = path.join(path.sep, 'project');

export function prepareInline(
  value: string,
  options: { meta?: string; line?: number; file?: string; data?: Record<string, string> } = {},
): PreparedExample {
  const data = options.data ?? {};
  return prepareExample({
    value,
    meta: options.meta ?? 'example',
    mdxPath: path.join(TEST_ROOT, options.file ?? 'content/docs/reference/plot.mdx'),
    line: options.line ?? 10,
    root: TEST_ROOT,
    compilerVersion: '0.7.0',
    readFile: (abs) => {
      const name = path.basename(abs);
      if (!(name in data)) throw new Error('ENOENT');
      return new TextEncoder().encode(data[name]);
    },
  });
}
