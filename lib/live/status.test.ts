import { describe, expect, it } from 'vitest';
import { describeResult, packageOfUrl } from './status';

const layout = { source: '', codeStart: 2, codeLines: 5 };
const diag = (over: object) => ({
  message: 'unknown variable: foo',
  severity: 'error',
  package: '',
  path: '/main.typ',
  range: '4:1-4:4',
  ...over,
});

describe('describeResult', () => {
  it('names the line of the edited code and says the figure is stale', () => {
    const s = describeResult({ kind: 'error', diagnostics: [diag({}), diag({})] }, layout);
    expect(s).toMatchObject({ kind: 'error', line: 3 });
    expect(s.text).toBe('Error on line 3: unknown variable: foo (and 1 more). The figure shows the last version that compiled.');
  });

  it('points at hidden lines and at packages without inventing a line', () => {
    expect(describeResult({ kind: 'error', diagnostics: [diag({ range: '0:0-0:1' })] }, layout).text).toMatch(
      /^Error in the example's hidden setup lines/,
    );
    expect(
      describeResult({ kind: 'error', diagnostics: [diag({ package: '@preview/lilaq:0.5.0', path: '/src/x.typ' })] }, layout).text,
    ).toMatch(/^Error in @preview\/lilaq:0.5.0 \(\/src\/x.typ\)/);
  });

  it('offers Retry wording for downloads and the time limit', () => {
    const failed = describeResult({ kind: 'download-failed', urls: ['https://m.example/preview/zero-0.5.0.tar.gz'] }, layout);
    expect(failed).toMatchObject({ kind: 'download-failed' });
    expect(failed.text).toContain('Could not download @preview/zero:0.5.0');
    expect(describeResult({ kind: 'setup-failed', part: 'font', url: '/live/fonts/x.otf' }, layout).text).toMatch(
      /^Could not download a font/,
    );
    expect(describeResult({ kind: 'timeout', limitMs: 8000 }, layout).text).toMatch(/^Stopped after 8 s/);
  });

  it('counts warnings on success', () => {
    expect(describeResult({ kind: 'figure', svg: '', warnings: [] }, layout).text).toBe('Figure updated.');
    expect(
      describeResult({ kind: 'figure', svg: '', warnings: [diag({ severity: 'warning', message: 'unknown font family: x' })] }, layout)
        .text,
    ).toBe('Figure updated, with a warning: unknown font family: x');
  });
});

describe('packageOfUrl', () => {
  it('turns archive URLs into package specs', () => {
    expect(packageOfUrl('https://packages.typst.org/preview/lilaq-0.5.0.tar.gz')).toBe('@preview/lilaq:0.5.0');
    expect(packageOfUrl('/odd')).toBe('/odd');
  });
});
