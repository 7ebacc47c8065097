/**
 * The categories of the docs sidebar (`tutorialSidebar`). A category either has a generated index
 * page at `/docs/category/{id}` listing its items as cards, or links to a doc of its own.
 * Docs join a category through their folder (`folder`) or their `category` frontmatter field.
 */
export const categoryIds = [
  'tutorials',
  'recipes',
  'examples',
  'reference',
  'errors',
  'diagram-elements',
  'math',
  'vec',
  'tick-locators',
  'tick-formatters',
] as const;

export type CategoryId = (typeof categoryIds)[number];

export interface CategoryConfig {
  id: CategoryId;
  label: string;
  description: string;
  /** Parent category, or null for the top level of the sidebar. */
  parent: CategoryId | null;
  /** Order among siblings (docs and categories share one scale). */
  position: number;
  /** Docs in this content folder (relative to content/docs) belong here unless they say otherwise. */
  folder?: string;
  /** `generated-index` gets a card page at /docs/category/{id}; `doc` links to an existing doc. */
  link: { type: 'generated-index' } | { type: 'doc'; id: string };
  /** A page to read first, linked under the description of the generated index. */
  see?: { text: string; href: string };
  /** `false` keeps the category's examples out of /gallery (which shows what can be drawn). */
  gallery?: false;
}

export const categories: readonly CategoryConfig[] = [
  {
    id: 'tutorials',
    label: 'Tutorials',
    description: 'Guided lessons on styling, cycles, axes, legends, shapes, marks, ticks, data loading and time series.',
    parent: null,
    position: 4,
    folder: 'tutorials',
    link: { type: 'generated-index' },
  },
  {
    id: 'recipes',
    label: 'How do I…',
    description:
      'Short answers to the tasks readers bring: grouped bars, text labels, shared axes, figures for Word, and what Lilaq 0.5.0 does not draw.',
    parent: null,
    position: 4.5,
    folder: 'recipes',
    link: { type: 'doc', id: 'recipes' },
  },
  {
    id: 'examples',
    label: 'Examples',
    description: 'Complete figures with their source, ready to adapt.',
    parent: null,
    position: 5,
    folder: 'examples',
    link: { type: 'doc', id: 'examples' },
  },
  {
    id: 'reference',
    label: 'Reference',
    description: 'The functions and elements of Lilaq 0.5.0 with their parameters, defaults and examples.',
    parent: null,
    position: 6,
    folder: 'reference',
    link: { type: 'generated-index' },
    see: {
      text: 'Anatomy of a diagram: which element draws each part you see, linked to its page',
      href: '/docs/quickstart#anatomy-of-a-diagram',
    },
  },
  {
    id: 'errors',
    label: 'Error messages',
    description:
      'Every message Lilaq 0.5.0 can raise, and the Typst and elembic messages Lilaq users meet most: what causes each and how to fix it.',
    parent: null,
    position: 7,
    folder: 'errors',
    link: { type: 'doc', id: 'errors' },
    // The entries' examples are fixes of mistakes, mostly the smallest plots; in the gallery they
    // would repeat its plot kinds 95 times and push the page past its flight-data budget.
    gallery: false,
  },
  {
    id: 'diagram-elements',
    label: 'Diagram elements',
    description:
      'The diagram and the parts it is built from: axes, ticks, labels, legends, grids and more. All but axis, colorbar and mark are elements that set and show rules can style.',
    parent: 'reference',
    position: 1,
    link: { type: 'generated-index' },
  },
  {
    id: 'math',
    label: 'Math',
    description: 'Helpers for generating, loading and summarising numeric data.',
    parent: 'reference',
    position: 80,
    link: { type: 'generated-index' },
  },
  {
    id: 'vec',
    label: 'Vec',
    description: 'Arrays of numbers used as vectors: sums, differences, scaling and the inner product.',
    parent: 'math',
    position: 90,
    link: { type: 'generated-index' },
  },
  {
    id: 'tick-locators',
    label: 'Tick locators',
    description: 'Functions that decide where ticks go on an axis.',
    parent: 'reference',
    position: 60,
    link: { type: 'generated-index' },
  },
  {
    id: 'tick-formatters',
    label: 'Tick formatters',
    description: 'Functions that turn tick positions into tick labels, and the elements that configure the datetime formatter.',
    parent: 'reference',
    position: 70,
    link: { type: 'generated-index' },
  },
];

export function getCategory(id: CategoryId): CategoryConfig {
  const category = categories.find((c) => c.id === id);
  if (!category) throw new Error(`Unknown docs category "${id}"`);
  return category;
}

/** The URL of a category: its generated index, or the doc it links to. */
export function categoryHref(category: CategoryConfig): string {
  return category.link.type === 'doc' ? `/docs/${category.link.id}` : `/docs/category/${category.id}`;
}
