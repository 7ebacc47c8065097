import { describe, expect, it } from 'vitest';
import { readContentlayerLine } from './contentlayer-log';

describe('readContentlayerLine', () => {
  it('reads the end of a generation with its document count', () => {
    expect(readContentlayerLine('Generated 151 documents in .contentlayer')).toEqual({ kind: 'generated', documents: 151 });
  });

  it('reads the file that starts a generation, relative to the content folder', () => {
    expect(readContentlayerLine('File updated: docs/intro.mdx')).toEqual({ kind: 'file', file: 'docs/intro.mdx' });
    expect(readContentlayerLine('File deleted: pages/themes.mdx')).toEqual({ kind: 'file', file: 'pages/themes.mdx' });
  });

  it('reads a config rebuild', () => {
    expect(readContentlayerLine('Contentlayer config change detected. Updating type definitions and data...')).toEqual({ kind: 'config' });
  });

  it('tells an unreadable cache (the JsonParseError block of an empty or truncated file) from other errors', () => {
    expect(readContentlayerLine('  "_tag": "fs.JsonParseError"')).toEqual({ kind: 'cache-error' });
    expect(readContentlayerLine('SyntaxError: Unexpected end of JSON input')).toEqual({ kind: 'cache-error' });
    expect(readContentlayerLine('SourceFetchDataError: {')).toEqual({ kind: 'error', line: 'SourceFetchDataError: {' });
    expect(readContentlayerLine('Warning: Found 1 problems in 151 documents.')).toMatchObject({ kind: 'error' });
  });

  it('ignores everything else', () => {
    expect(readContentlayerLine('')).toBeUndefined();
    expect(readContentlayerLine('  "str": "",')).toBeUndefined();
  });
});
