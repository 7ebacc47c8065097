import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { evaluate } from '@mdx-js/mdx';
import type { Root } from 'mdast';
import { createElement, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import * as runtime from 'react/jsx-runtime';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { VFile } from 'vfile';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { rehypePlugins } from '../../contentlayer.config';
import { compilerVersion } from './compiler';
import { DEV_FIGURES_ENV, devStateDir, writeDevState } from './dev-state';
import { ALT_MISSING } from './example-syntax';
import { failureFileName, serializeFailure } from './failure';
import { prepareExample } from './prepare';
import remarkTypstExamples, { remarkPrepareExamples } from './remark-typst-examples';

const MDX = `---
title: Plot
description: Lines.
---

## Example

\`\`\`typ example data="t.csv" alt="Three points on a line"
>>> #let rows = csv("t.csv")
#lq.diagram(lq.plot((1, 2, 3), (1, 2, 3)))
\`\`\`

\`\`\`typ
#lq.diagram()
\`\`\`
`;

let root: string;

type Attribute = { name: string; value: string | null | { value: string } };

/** The element's props as the compiled MDX sees them: strings, `true` for a bare attribute, expressions' values. */
function propsOf(el: unknown): Record<string, unknown> {
  return Object.fromEntries(
    (el as { attributes: Attribute[] }).attributes.map(({ name, value }) => [
      name,
      value === null ? true : typeof value === 'string' ? value : JSON.parse(value.value),
    ]),
  );
}
const mdxRel = 'docs/reference/plot.mdx';

function run(source = MDX, options: { dev?: boolean } = {}): Root {
  const file = new VFile({ value: source, data: { rawDocumentData: { sourceFilePath: mdxRel } } });
  const processor = unified()
    .use(remarkParse)
    .use(remarkMdx)
    .use(remarkPrepareExamples, { root })
    .use(remarkTypstExamples, { root, ...options });
  return processor.runSync(processor.parse(file), file) as Root;
}

function preparedInput() {
  const line = MDX.split('\n').findIndex((l) => l.startsWith('```typ example')) + 1;
  return {
    value: '>>> #let rows = csv("t.csv")\n#lq.diagram(lq.plot((1, 2, 3), (1, 2, 3)))',
    meta: 'example data="t.csv" alt="Three points on a line"',
    mdxPath: path.join(root, 'content', mdxRel),
    line,
    root,
    compilerVersion: compilerVersion(),
  };
}

function prepared() {
  return prepareExample(preparedInput());
}

function storeFigures(ex: ReturnType<typeof prepared>) {
  const dir = path.join(root, 'public', 'figures');
  fs.mkdirSync(dir, { recursive: true });
  for (const v of ['light', 'dark'] as const) {
    fs.writeFileSync(
      path.join(dir, ex.variants[v].fileName),
      '<svg xmlns="http://www.w3.org/2000/svg" width="301" height="234" viewBox="0 0 226 175.5"/>',
    );
  }
  for (const d of ex.data) {
    fs.mkdirSync(path.join(dir, 'data', path.dirname(d.relPath)), { recursive: true });
    fs.writeFileSync(path.join(dir, 'data', d.relPath), d.content);
  }
}

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'remark-typst-'));
  fs.mkdirSync(path.join(root, 'content', 'docs', 'reference'), { recursive: true });
  fs.writeFileSync(path.join(root, 'content', mdxRel), MDX);
  fs.writeFileSync(path.join(root, 'content', 'docs', 'reference', 't.csv'), '1,2\n');
});
afterEach(() => fs.rmSync(root, { recursive: true }));

describe('remarkTypstExamples', () => {
  it('fails naming the MDX file and line when the figure is missing', () => {
    expect(() => run()).toThrow(/content\/docs\/reference\/plot\.mdx:8: Typst example has no current figure/);
  });

  it('stays strict unless dev mode is asked for, whatever the environment of the build', () => {
    const saved = process.env[DEV_FIGURES_ENV];
    delete process.env[DEV_FIGURES_ENV];
    try {
      expect(() => run()).toThrow(/plot\.mdx:8: Typst example has no current figure/);
      expect(() => run(MDX, { dev: false })).toThrow(/plot\.mdx:8/);
    } finally {
      if (saved !== undefined) process.env[DEV_FIGURES_ENV] = saved;
    }
  });

  it('in dev mode shows an example without its figure with the watcher note: pending, then its error', () => {
    const element = () =>
      propsOf((run(MDX, { dev: true }).children as unknown[]).find((n) => (n as { type: string }).type === 'mdxJsxFlowElement'));
    expect(element()).toMatchObject({ id: 'ex-1', code: prepared().shown, dev: { state: 'pending' } });
    expect(element().figure).toBeUndefined();
    const note = { state: 'error', message: 'content/docs/reference/plot.mdx:10: error (light variant): unknown variable: x' } as const;
    writeDevState(devStateDir(root), prepared().key, note);
    expect(element().dev).toEqual(note);
  });

  it('fails naming the MDX file and line when an example has no alt text, and only for that', () => {
    // The alt text is not part of the figure's address: the stored figures still belong to the example.
    const withoutAlt = MDX.replace(' alt="Three points on a line"', '');
    expect(prepareExample({ ...preparedInput(), meta: 'example data="t.csv"' }).key).toBe(prepared().key);
    storeFigures(prepared());
    expect(() => run()).not.toThrow();
    expect(() => run(withoutAlt)).toThrow(/content\/docs\/reference\/plot\.mdx:8: Typst example has no alt text: add alt="…"/);
    expect(() => run(withoutAlt)).not.toThrow(/no current figure/);
    expect(() => run(withoutAlt.replace('```typ example data="t.csv"', '```typ example data="t.csv" alt=\' \''))).toThrow(
      /plot\.mdx:8: Typst example has no alt text/,
    );
  });

  it('in dev mode shows an example without alt text and warns in the terminal with its file and line', () => {
    storeFigures(prepared());
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      const tree = run(MDX.replace(' alt="Three points on a line"', ''), { dev: true });
      const attrs = propsOf(tree.children.find((n) => n.type === 'mdxJsxFlowElement'));
      expect(attrs.figure).toBeDefined();
      expect(attrs.alt).toBe(ALT_MISSING);
      expect(warn).toHaveBeenCalledWith(`content/docs/reference/plot.mdx:8: ${ALT_MISSING}`);
    } finally {
      warn.mockRestore();
    }
  });

  it('turns the example into <TypstExample> with the figure, size, alt and data files', () => {
    const ex = prepared();
    storeFigures(ex);
    const tree = run();
    const el = tree.children.find((n) => n.type === 'mdxJsxFlowElement');
    expect(el).toBeDefined();
    const attrs = propsOf(el);
    const shown = '#import "@preview/lilaq:0.5.0" as lq\n#lq.diagram(lq.plot((1, 2, 3), (1, 2, 3)))';
    expect(attrs.code).toBe(shown);
    expect(attrs.figure).toEqual({
      light: `/figures/${ex.variants.light.fileName}`,
      dark: `/figures/${ex.variants.dark.fileName}`,
      width: 301,
      height: 234,
    });
    expect(attrs.alt).toBe('Three points on a line');
    expect(attrs.data).toEqual([{ name: 't.csv', size: 4, href: ex.data[0]!.url }]);
    // The live editor compiles the hidden line before the reader's code, after the Lilaq import.
    expect(attrs.live).toEqual({ prelude: '#import "@preview/lilaq:0.5.0" as lq\n#let rows = csv("t.csv")', postlude: '' });
    // The shown code is the element's child, a code block for the site's one highlighter.
    expect((el as { children: unknown[] }).children).toEqual([{ type: 'code', lang: 'typst', value: shown }]);
    // The plain ```typ block stays a code block for the site's rehype highlighter.
    expect(tree.children.some((n) => n.type === 'code' && n.lang === 'typ')).toBe(true);
    // Below the page's first section heading: left to lazy loading.
    expect(attrs.priority).toBeUndefined();
  });

  it('compiles an example that names its release with that release: import shown, own figures, live edits alike', () => {
    const mdx = MDX.replace('```typ example data="t.csv"', '```typ example lilaq="0.6.0" data="t.csv"');
    const input = { ...preparedInput(), meta: 'example lilaq="0.6.0" data="t.csv" alt="Three points on a line"' };
    const ex = prepareExample(input);
    expect(ex.lilaqVersion).toBe('0.6.0');
    // Another release is another figure: nothing is shared with the site's release.
    expect(ex.variants.light.hash).not.toBe(prepared().variants.light.hash);
    expect(ex.variants.dark.hash).not.toBe(prepared().variants.dark.hash);
    expect(ex.variants.dark.preamble).toContain('#import "@preview/lilaq:0.6.0" as __lq_dark');
    // Only the other release's figures are in the store: the page takes those, so the build does not fail.
    storeFigures(ex);
    const attrs = propsOf(run(mdx).children.find((n) => n.type === 'mdxJsxFlowElement'));
    expect(attrs.code).toBe('#import "@preview/lilaq:0.6.0" as lq\n#lq.diagram(lq.plot((1, 2, 3), (1, 2, 3)))');
    expect(attrs.figure).toMatchObject({ light: `/figures/${ex.variants.light.fileName}` });
    expect(attrs.live).toEqual({ prelude: '#import "@preview/lilaq:0.6.0" as lq\n#let rows = csv("t.csv")', postlude: '', lilaq: '0.6.0' });
    expect(() => run()).toThrow(/plot\.mdx:8: Typst example has no current figure/);
  });

  it('fails naming the MDX file and line when an example names a release the site does not know', () => {
    storeFigures(prepared());
    const mdx = MDX.replace('```typ example data="t.csv"', '```typ example lilaq="0.7.0" data="t.csv"');
    expect(() => run(mdx)).toThrow(
      /content\/docs\/reference\/plot\.mdx:8: unknown Lilaq release "0\.7\.0"; the site knows 0\.5\.0, 0\.6\.0/,
    );
    // An import of another release than the fence names is refused too, so the page never shows a mismatch.
    const mixed = mdx
      .replace('lilaq="0.7.0"', 'lilaq="0.6.0"')
      .replace('>>> #let rows', '#import "@preview/lilaq:0.5.0" as lq\n>>> #let rows');
    expect(() => run(mixed)).toThrow(/plot\.mdx:8: example imports Lilaq as `#import "@preview\/lilaq:0\.5\.0" as lq`; omit the line/);
  });

  it('marks the first figure of the page opening (before any section) for eager loading', () => {
    storeFigures(prepared());
    const attrsOf = (tree: Root) => tree.children.filter((n) => n.type === 'mdxJsxFlowElement').map(propsOf);
    // contentlayer hands the plugin the body without its frontmatter.
    const opening = MDX.replace(/^---[\s\S]*?---\n/, '').replace('## Example\n', '');
    const [first] = attrsOf(run(opening));
    expect(first?.priority).toBe(true);
  });

  it('shows the code with a note instead of a figure for komet-unavailable examples', () => {
    const ex = prepared();
    const dir = path.join(root, 'public', 'figures', 'data', path.dirname(ex.data[0]!.relPath));
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(path.join(root, 'public', 'figures', 'data', ex.data[0]!.relPath), '1,2\n');
    fs.mkdirSync(path.join(root, 'lib', 'figures'), { recursive: true });
    fs.writeFileSync(
      path.join(root, 'lib', 'figures', 'unavailable.json'),
      JSON.stringify({ [ex.key]: { file: 'content/docs/reference/plot.mdx', line: 8, reason: 'needs @preview/komet:0.1.0' } }),
    );
    const attrs = propsOf(run().children.find((n) => n.type === 'mdxJsxFlowElement'));
    expect(attrs.unavailable).toBe('needs @preview/komet:0.1.0');
    expect(attrs).not.toHaveProperty('figure');
  });

  it('shows a failing example with the message stored for it, without alt text, figure or editor, and fails the page without one', () => {
    const failing = MDX.replace('```typ example data="t.csv" alt="Three points on a line"', '```typ example fails');
    const ex = prepareExample({ ...preparedInput(), meta: 'example fails' });
    expect(ex.fails).toBe(true);
    expect(() => run(failing)).toThrow(
      /plot\.mdx:8: failing Typst example has no current message \(missing public\/figures\/[0-9a-f]{16}-error\.json\)/,
    );
    const dir = path.join(root, 'public', 'figures');
    fs.mkdirSync(dir, { recursive: true });
    const failure = { message: 'unexpected argument: linewidth', hints: [], line: 2 };
    fs.writeFileSync(path.join(dir, failureFileName(ex.key)), serializeFailure(failure));
    const attrs = propsOf(run(failing).children.find((n) => n.type === 'mdxJsxFlowElement'));
    expect(attrs).toMatchObject({ id: 'ex-1', code: ex.shown, failure });
    for (const absent of ['figure', 'live', 'parts', 'data']) expect(attrs).not.toHaveProperty(absent);
    // A damaged message fails the page like a missing one.
    fs.writeFileSync(path.join(dir, failureFileName(ex.key)), '{}');
    expect(() => run(failing)).toThrow(/plot\.mdx:8: the stored message does not read/);
  });

  // The first compile loads Shiki's grammars and themes: slow on a busy machine, hence the timeout.
  it('hands the component typed props and the code highlighted by the site pipeline', { timeout: 120_000 }, async () => {
    storeFigures(prepared());
    const file = new VFile({ value: MDX.replace(/^---[\s\S]*?---\n/, ''), data: { rawDocumentData: { sourceFilePath: mdxRel } } });
    const received: Array<Record<string, unknown>> = [];
    const TypstExample = (props: Record<string, unknown>) => {
      received.push(props);
      return createElement('figure', null, props.children as ReactNode);
    };
    const { default: Content } = await evaluate(file, {
      ...runtime,
      remarkPlugins: [
        [remarkPrepareExamples, { root }],
        [remarkTypstExamples, { root }],
      ],
      rehypePlugins,
    });
    const html = renderToStaticMarkup(createElement(Content, { components: { TypstExample } }));
    expect(received).toHaveLength(1);
    expect(received[0]).toMatchObject({ id: 'ex-1', alt: 'Three points on a line', figure: { width: 301, height: 234 } });
    expect(received[0]?.data).toEqual([expect.objectContaining({ name: 't.csv', size: 4 })]);
    // The example's code and the plain ```typ block come out of the same Shiki step, with light and dark CSS variables.
    const blocks = html.match(/<pre class="shiki shiki-themes github-light github-dark-default"[^>]*>/g) ?? [];
    expect(blocks).toHaveLength(2);
    expect(html).toContain('--shiki-light:');
    expect(html).toContain('--shiki-dark:');
    expect(html).not.toMatch(/[^-]color:/);
  });
});
