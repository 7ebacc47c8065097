import { describe, expect, it } from 'vitest';
import { liveSource } from './source';
import { notesForCode, upgradeSource } from './upgrade';

describe('upgradeSource', () => {
  const parts = { prelude: '#import "@preview/tiptoe:0.3.1"', postlude: '' };
  it('imports the new release and moves the pins the code and its hidden lines write', () => {
    // The editor holds the example as shown, its import line first.
    const code = '#import "@preview/lilaq:0.5.0" as lq\n#import "@preview/zero:0.5.0": num\n#lq.diagram(lq.plot((1, 2), (1, 2)))';
    const moved = upgradeSource(code, parts, 'dark', '0.5.0', '0.6.0');
    // The dark preamble's own import of Lilaq too.
    expect(moved.source).toContain('"@preview/lilaq:0.6.0" as __lq_dark');
    expect(moved.source).toContain('@preview/lilaq:0.6.0');
    expect(moved.source).not.toContain('@preview/lilaq:0.5.0');
    expect(moved.source).toContain('@preview/tiptoe:0.4.0');
    expect(moved.source).toContain('@preview/zero:0.6.1');
  });
  it('keeps the lines where they were, so errors point at the same line of the editor', () => {
    const code = '#lq.diagram(\n  lq.bar((1, 2), (3, 4)),\n)';
    const before = liveSource(code, parts, 'dark', '0.5.0');
    const after = upgradeSource(code, parts, 'dark', '0.5.0', '0.6.0');
    expect([after.codeStart, after.codeLines]).toEqual([before.codeStart, before.codeLines]);
  });
});

describe('notesForCode', () => {
  it('links the entries of the new release and its upgrade page', () => {
    const notes = notesForCode(
      '#lq.diagram(lq.bar((1, 2), (3, 4)))\n#let f = lq.tick-format.default-generate-tick-label',
      '0.5.0',
      '0.6.0',
    );
    expect(notes[0]?.href).toBe('/docs/0.6.0/from-0.5.0-to-0.6.0');
    expect(notes.map((note) => note.href)).toContain('/docs/0.6.0/reference/bar#width');
  });
});
