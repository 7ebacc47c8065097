/**
 * The gallery as data: every example with a figure, from the pages given, tagged and grouped.
 * Pure: lib/content/gallery.ts hands it the site's pages.
 */
import type { ExampleFigure, PageExample } from '../discover/page-examples';
import {
  exampleTags,
  galleryGroups,
  primaryGroup,
  tagDefinitions,
  type GalleryGroupId,
  type Level,
  type TagDefinition,
  type TagId,
} from './tags';

/** A page with runnable examples: a doc, a post, the home page, the cheat sheet… */
export interface GallerySource {
  url: string;
  title: string;
  /** The page's `level` frontmatter (recipes, examples). */
  level?: Level;
  examples: readonly PageExample[];
}

export interface GalleryItem {
  /** The example on its page: `/docs/tutorials/axis#ex-3`. */
  href: string;
  pageTitle: string;
  /** The heading the example sits under, else its place on the page ("Example 2"). */
  label: string;
  alt: string;
  figure: ExampleFigure;
  tags: TagId[];
}

export interface GalleryGroup {
  id: GalleryGroupId;
  title: string;
  /** The plot function the group stands for (`lq.bar`). */
  call?: string;
  items: GalleryItem[];
}

export interface GalleryTag extends TagDefinition {
  /** Figures with this tag. */
  count: number;
}

export interface Gallery {
  /** Figures in all groups. */
  total: number;
  /** Non-empty groups, in galleryGroups order; items in the order of the sources, then of their page. */
  groups: GalleryGroup[];
  /** Tags at least one figure has, in button order. */
  tags: GalleryTag[];
}

/** Builds the gallery; examples without a figure (none while komet is available) are left out. */
export function buildGallery(sources: readonly GallerySource[]): Gallery {
  const byGroup = new Map<GalleryGroupId, GalleryItem[]>();
  const counts = new Map<TagId, number>();
  let total = 0;
  for (const source of sources) {
    source.examples.forEach((example, position) => {
      // An example for a named release belongs to its page (a post comparing releases), not to the docs' gallery.
      if (!example.figure || example.lilaq) return;
      const tags = exampleTags({ ...example, ...(source.level ? { level: source.level } : {}) });
      const group = primaryGroup(example);
      byGroup.set(group, [
        ...(byGroup.get(group) ?? []),
        {
          href: `${source.url}#${example.id}`,
          pageTitle: source.title,
          label: example.section?.title ?? `Example ${position + 1}`,
          alt: example.alt,
          figure: example.figure,
          tags,
        },
      ]);
      for (const tag of tags) counts.set(tag, (counts.get(tag) ?? 0) + 1);
      total += 1;
    });
  }
  const groups: GalleryGroup[] = galleryGroups.flatMap((group) => {
    const items = byGroup.get(group.id);
    return items ? [{ id: group.id, title: group.title, ...('call' in group ? { call: group.call } : {}), items }] : [];
  });
  const tags = tagDefinitions.flatMap((tag) => (counts.has(tag.id) ? [{ ...tag, count: counts.get(tag.id)! }] : []));
  return { total, groups, tags };
}
