import { describe, expect, it } from 'vitest';
import { ContentErrorReport } from './content-error-report';
import { readContentlayerLine } from './contentlayer-log';

/** contentlayer2 0.5's output for a docs page that lost its title (as `npm run dev` printed it). */
const missingTitle = [
  'File updated: docs/intro.mdx',
  'Error: Found 1 problems in 1 documents.',
  '',
  ' └── Missing required fields for 1 documents.',
  '     ',
  '     • "docs/intro.mdx" (of type "Doc") is missing the following required fields:',
  '       • title: string',
  '     ',
  '',
  'SourceFetchDataError: {',
  '  "_tag": "HandledFetchDataError"',
  '}',
];

function fed(lines: string[]): ContentErrorReport {
  const report = new ContentErrorReport();
  for (const line of lines) report.feed(line, readContentlayerLine(line));
  return report;
}

describe('ContentErrorReport', () => {
  it('keeps the whole error block of a failed generation, from its first error line', () => {
    const text = fed(missingTitle).text();
    expect(text.startsWith('Error: Found 1 problems in 1 documents.')).toBe(true);
    expect(text).toContain('"docs/intro.mdx" (of type "Doc") is missing the following required fields:');
    expect(text).toContain('• title: string');
    expect(text.endsWith('}')).toBe(true);
    expect(text).not.toContain('File updated');
    expect(text).not.toMatch(/\n{3}/);
  });

  it('has nothing before an error, and forgets the error when the next generation starts', () => {
    expect(fed(['File updated: docs/intro.mdx']).text()).toBe('');
    expect(fed([...missingTitle, 'File updated: docs/intro.mdx']).text()).toBe('');
    expect(fed([...missingTitle, 'Generated 151 documents in .contentlayer']).text()).toBe('');
  });

  it('keeps at most 60 lines of a long block', () => {
    const long = ['Error: Found 200 problems in 200 documents.', ...Array.from({ length: 300 }, (_, i) => `  • doc ${i}`)];
    expect(fed(long).text().split('\n')).toHaveLength(60);
  });
});

describe('ContentErrorReport for a page of another release', () => {
  it('names the file in content/docs that the author edits, and the release whose view failed', () => {
    const view = missingTitle.map((line) => line.replace('docs/intro.mdx', 'releases/0.6.0/docs/intro.mdx'));
    const text = fed(view).text();
    expect(text).toContain('• "docs/intro.mdx" (of type "Doc") is missing the following required fields:');
    expect(text).not.toContain('releases/');
    expect(text.endsWith('(Found while building the pages for Lilaq 0.6.0: they are the files of content/docs.)')).toBe(true);
    // A page of the site's own release says nothing more.
    expect(fed(missingTitle).text()).not.toContain('Found while building');
  });
});
