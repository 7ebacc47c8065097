import type { Usage, UsageSource } from '../discover/back-references';
import { buildBackReferences } from '../discover/back-references';
import type { PageExample } from '../discover/page-examples';
import { flattenSidebar } from '../docs/sidebar';
import { posts } from './blog';
import { getDocs, sidebar } from './docs';

/**
 * The "Used in" index over the site's content. Sources are every doc that is not a reference page,
 * in sidebar order (tutorials, gallery examples, plot types, …), then blog posts, newest first.
 * Server-side only.
 */
function usageSources(): UsageSource[] {
  const order = new Map(flattenSidebar(sidebar).map((item, i) => [item.href, i]));
  const docs = getDocs()
    .filter((doc) => !doc.reference)
    .sort((a, b) => (order.get(a.url) ?? Infinity) - (order.get(b.url) ?? Infinity));
  return [
    ...docs.map((doc) => ({ url: doc.url, title: doc.title, examples: doc.examples as PageExample[] })),
    ...posts.map((post) => ({ url: post.url, title: post.title, examples: post.examples as PageExample[] })),
  ];
}

const documented = new Set(getDocs().flatMap((doc) => (doc.reference ? [doc.reference] : [])));
const index = buildBackReferences(usageSources(), documented);

/** The pages whose examples use the documented function or element `name`. */
export function usagesOf(name: string): readonly Usage[] {
  return index.get(name) ?? [];
}
