import { describe, expect, it } from 'vitest';
import { checkAll, checkExample } from './check';
import { ExampleError } from './prepare';
import { partsFileName, type StoreListing, type UnavailableRecord } from './store';
import { prepareInline } from './build/fixtures/prepare-inline';

const empty = (): StoreListing => ({ figures: new Set(), data: new Set() });

describe('strict check messages', () => {
  it('names the MDX file and the line of the fence when a figure is missing', () => {
    const ex = prepareInline('#lq.diagram()', { line: 42, file: 'content/docs/reference/plot.mdx' });
    const [message] = checkExample(ex, empty(), {});
    expect(message).toMatch(/^content\/docs\/reference\/plot\.mdx:42: Typst example has no current figure/);
    expect(message).toContain(`public/figures/${ex.variants.light.fileName}`);
    expect(message).toContain('npm run figures');
  });

  it('reports only the missing variant', () => {
    const ex = prepareInline('#lq.diagram()', { line: 7 });
    const listing = { figures: new Set([ex.variants.light.fileName]), data: new Set<string>() };
    const problems = checkExample(ex, listing, {});
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain(ex.variants.dark.fileName);
    expect(problems[0]).not.toContain(ex.variants.light.fileName);
  });

  it('accepts an example recorded as needing komet, and lists it', () => {
    const ex = prepareInline('#lq.diagram(lq.contour((0, 1), (0, 1), ((0, 1), (1, 0))))', { line: 12 });
    const record: UnavailableRecord = { [ex.key]: { file: ex.location.file, line: 12, reason: 'needs @preview/komet:0.1.0' } };
    const report = checkAll([ex], empty(), record);
    expect(report.problems).toEqual([]);
    expect(report.unavailable).toEqual(['content/docs/reference/plot.mdx:12 (needs @preview/komet:0.1.0)']);
  });

  it('fails on orphaned figures, data copies and stale unavailable entries', () => {
    const listing = { figures: new Set(['0123456789abcdef-dark.svg']), data: new Set(['aaaaaaaaaaaaaaaa/a.csv']) };
    const record: UnavailableRecord = { bbbbbbbbbbbbbbbb: { file: 'content/docs/x.mdx', line: 3, reason: 'needs komet' } };
    const report = checkAll([], listing, record);
    expect(report.problems).toEqual([
      expect.stringMatching(/^public\/figures\/0123456789abcdef-dark\.svg: orphaned figure/),
      expect.stringMatching(/^public\/figures\/data\/aaaaaaaaaaaaaaaa\/a\.csv: orphaned data file/),
      expect.stringMatching(/^lib\/figures\/unavailable\.json: stale entry bbbbbbbbbbbbbbbb \(content\/docs\/x\.mdx:3\)/),
    ]);
  });

  it('requires the served copy of each data file', () => {
    const ex = prepareInline('#csv("t.csv").len()', { meta: 'example data="t.csv"', data: { 't.csv': '1,2' }, line: 20 });
    const listing = { figures: new Set([ex.variants.light.fileName, ex.variants.dark.fileName]), data: new Set<string>() };
    expect(checkExample(ex, listing, {})).toEqual([
      expect.stringMatching(/^content\/docs\/reference\/plot\.mdx:20: data file "t\.csv" has no served copy/),
    ]);
  });

  it('names file:line for a declared data file that does not exist', () => {
    expect(() => prepareInline('#csv("t.csv")', { meta: 'example data="t.csv"', line: 8 })).toThrow(ExampleError);
    expect(() => prepareInline('#csv("t.csv")', { meta: 'example data="t.csv"', line: 8 })).toThrow(
      /^content\/docs\/reference\/plot\.mdx:8: data file "t\.csv" not found beside the page/,
    );
  });

  it('requires a part map, or a reason for its absence, for every figure, and counts the maps', () => {
    const ex = prepareInline('#lq.diagram()', { line: 9 });
    const svgs = [ex.variants.light.fileName, ex.variants.dark.fileName];
    const without = { figures: new Set(svgs), data: new Set<string>() };
    expect(checkExample(ex, without, {}, {})).toEqual([
      expect.stringMatching(/^content\/docs\/reference\/plot\.mdx:9: Typst example has no part map/),
    ]);
    const noParts: UnavailableRecord = { [ex.key]: { file: ex.location.file, line: 9, reason: 'no Lilaq parts found' } };
    expect(checkExample(ex, without, {}, noParts)).toEqual([]);
    const withMap = { figures: new Set([...svgs, partsFileName(ex.key)]), data: new Set<string>() };
    expect(checkAll([ex], withMap, {}, {})).toMatchObject({ problems: [], coverage: { figures: 1, withParts: 1 } });
    expect(checkAll([ex], without, {}, noParts).coverage).toEqual({ figures: 1, withParts: 0 });
  });

  it('asks no part map of a figure shown without an Inspect control (a parameter strip), and leaves it out of the coverage', () => {
    const ex = { ...prepareInline('#lq.diagram()', { line: 9 }), inspect: false as const };
    const svgs = [ex.variants.light.fileName, ex.variants.dark.fileName];
    const listing = { figures: new Set(svgs), data: new Set<string>() };
    expect(checkAll([ex], listing, {}, {})).toMatchObject({ problems: [], coverage: { figures: 0, withParts: 0 } });
    const withMap = { figures: new Set([...svgs, partsFileName(ex.key)]), data: new Set<string>() };
    expect(checkAll([ex], withMap, {}, {}).problems).toEqual([expect.stringMatching(/-parts\.json: orphaned part map/)]);
  });

  it('fails on orphaned part maps and stale no-parts entries', () => {
    const listing = { figures: new Set(['0123456789abcdef-parts.json']), data: new Set<string>() };
    const noParts: UnavailableRecord = { cccccccccccccccc: { file: 'content/docs/x.mdx', line: 5, reason: 'no Lilaq parts found' } };
    expect(checkAll([], listing, {}, noParts).problems).toEqual([
      expect.stringMatching(/^lib\/figures\/no-parts\.json: stale entry cccccccccccccccc/),
      expect.stringMatching(/^public\/figures\/0123456789abcdef-parts\.json: orphaned part map/),
    ]);
  });
});
