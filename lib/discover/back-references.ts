/**
 * "Used in": for every documented function, the pages whose runnable examples call it. Built at
 * build time from the examples' code (see calls.ts), never written by hand, so a new example
 * shows up on the reference pages of every function it uses.
 */
import { referenceNameOf } from './calls';
import type { ExampleFigure, PageExample } from './page-examples';

/** A page whose examples count: a tutorial, a gallery example, plot types, a blog post. */
export interface UsageSource {
  url: string;
  title: string;
  examples: readonly PageExample[];
}

export interface UsageExample {
  /** The example's anchor URL (`/docs/tutorials/axis#ex-3`). */
  href: string;
  /** What the example is about: its section heading, else its position on the page. */
  label: string;
  figure?: ExampleFigure;
}

export interface Usage {
  url: string;
  title: string;
  examples: UsageExample[];
}

/** The reference names one example uses, in first-use order. */
export function namesUsedBy(example: PageExample, isDocumented: (name: string) => boolean): string[] {
  const names = new Set<string>();
  for (const lqPath of example.lqPaths) {
    const name = referenceNameOf(lqPath, isDocumented);
    if (name) names.add(name);
  }
  return [...names];
}

/**
 * Maps each documented name to the pages that use it, in the order of `sources`; within a page,
 * examples keep page order. Names no example uses are absent.
 */
export function buildBackReferences(sources: readonly UsageSource[], documented: ReadonlySet<string>): Map<string, Usage[]> {
  const isDocumented = (name: string) => documented.has(name);
  const index = new Map<string, Usage[]>();
  for (const source of sources) {
    source.examples.forEach((example, position) => {
      // A name's reference page documents the site's release; an example for a named release is not one of its uses.
      if (example.lilaq) return;
      // Code that fails on purpose shows a mistake: it is not where a reader learns to use a name.
      if (example.fails) return;
      for (const name of namesUsedBy(example, isDocumented)) {
        const usages = index.get(name) ?? [];
        let usage = usages.find((u) => u.url === source.url);
        if (!usage) {
          usage = { url: source.url, title: source.title, examples: [] };
          usages.push(usage);
        }
        usage.examples.push({
          href: `${source.url}#${example.id}`,
          label: example.section?.title ?? `Example ${position + 1}`,
          ...(example.figure ? { figure: example.figure } : {}),
        });
        index.set(name, usages);
      }
    });
  }
  return index;
}
