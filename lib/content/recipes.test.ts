import { allDocs } from 'contentlayer/generated';
import { describe, expect, it } from 'vitest';
import { namesUsedBy } from '../discover/back-references';
import type { PageExample } from '../discover/page-examples';
import { recipeSource } from '../docs/recipe-source';
import { ALT_MISSING } from '../figures/example-syntax';
import { pageData } from './page-data';

/**
 * The "How do I…" section: each recipe answers a real question (linked), shows a runnable example
 * with its figure, and links every Lilaq function its code calls, so a reader can go from the
 * task to the reference.
 */
const recipes = allDocs.filter((doc) => doc.slug.startsWith('recipes/'));
const documented = new Set(allDocs.flatMap((doc) => (doc.reference ? [doc.reference] : [])));

/** Reference names an example calls as `lq.…` (a scale named by a string is not a call to link). */
function calledNames(example: PageExample): string[] {
  const explicit = { ...example, lqPaths: example.lqPaths.filter((p) => !p.startsWith('scale.') || /lq\s*\.\s*scale/.test(example.code)) };
  return namesUsedBy(explicit, (name) => documented.has(name));
}

describe('recipes', () => {
  it('has at least 30 of them', () => {
    expect(recipes.length).toBeGreaterThanOrEqual(30);
  });

  it.each(recipes.map((doc) => [doc.slug, doc] as const))('%s names its question, level and source', (_, doc) => {
    const file = `content/${doc._raw.sourceFilePath}`;
    expect(doc.source, `${file}: source`).toBeTruthy();
    expect(() => recipeSource(doc.source!, file)).not.toThrow();
    expect(doc.questions?.length ?? 0, `${file}: questions`).toBeGreaterThan(0);
    expect(doc.level, `${file}: level`).toBeTruthy();
  });

  it.each(recipes.map((doc) => [doc.slug, doc] as const))('%s shows a figure with alt text and links every lq call', (_, doc) => {
    const { examples } = pageData(doc);
    const file = `content/${doc._raw.sourceFilePath}`;
    expect(examples.some((example) => example.figure), `${file}: no example with a figure`).toBe(true);
    for (const example of examples) expect(example.alt, `${file} #${example.id}: alt text`).not.toBe(ALT_MISSING);
    const unlinked = [...new Set(examples.flatMap(calledNames))].filter(
      (name) => !new RegExp(`\\]\\(/docs/reference/${name.replace(/\./g, '\\.')}(#[\\w-]+)?\\)`).test(doc.body.raw),
    );
    expect(unlinked, `${file}: calls without a link to their reference page`).toEqual([]);
  });
});
