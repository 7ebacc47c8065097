import type { Doc, Post } from 'contentlayer/generated';
import { finishMarkdown, pageToMarkdown } from '../discover/markdown';
import { parametersMarkdown, signatureMarkdown, usedInMarkdown } from '../discover/reference-markdown';
import { categoryIds, getCategory, type CategoryId } from '../docs/categories';
import type { SidebarCategory, SidebarItem } from '../docs/sidebar';
import { siteConfig } from '../site-config';
import { siteRoot } from '../site-url';
import { posts } from './blog';
import { docsReleases, viewReleases } from '../docs/release-view';
import { CURRENT_RELEASE, inRelease } from '../docs/versions';
import { describeItem, getAllDocs, getDoc, getIndexCategories, getSidebarCategory, sidebar, sidebarOf } from './docs';
import { pageData } from './page-data';
import { getPage } from './pages';
import { usagesOf } from './usage';

/**
 * The Markdown exports of the site's pages (`<path>.md`, "Copy page", /llms.txt,
 * /llms-full.txt), built from the same content as the HTML. Server-side only.
 */

// Absolute URLs of the deployed site (SITE_URL and BASE_PATH), so pasted Markdown links work anywhere.
const site = siteRoot;

/** The URL of a page's Markdown export. */
export const markdownUrl = (url: string) => `${url}.md`;

function cardList(items: readonly SidebarItem[], release: string = CURRENT_RELEASE): string {
  return items.map((item) => `- [${item.label}](${site}${item.href}): ${describeItem(item, release)}`).join('\n');
}

/** `<CategoryCards category="ID" />` as Markdown: the list of the category's pages in `release`'s docs. */
function categoryCardsMarkdown(id: string, release: string): string {
  const category = (categoryIds as readonly string[]).includes(id) ? getSidebarCategory(id as CategoryId, release) : undefined;
  return category ? cardList(category.items, release) : '';
}

/**
 * A page's body as its one compile converted it (lib/content/remark-page-data.ts), with the site's URL
 * and the category lists put in.
 */
const bodyMarkdown = (doc: Doc | Post): string => {
  const release = doc.type === 'Doc' ? doc.release : CURRENT_RELEASE;
  return finishMarkdown(pageData(doc).markdown, site, (id) => categoryCardsMarkdown(id, release));
};

/** The signature and parameters name the site's reference pages: on another release's page, that release's. */
function inReleaseMarkdown(markdown: string, release: string): string {
  if (release === CURRENT_RELEASE) return markdown;
  return markdown.split(`${site}/docs/`).join(`${site}${inRelease('/docs/', release)}`).split(`${site}${inRelease('/docs/', release)}${release}/`).join(`${site}${inRelease('/docs/', release)}`);
}

export function docMarkdown(doc: Doc): string {
  const { definition } = pageData(doc);
  return pageToMarkdown(
    {
      title: definition ? `lq.${definition.call}` : doc.title,
      description: doc.description,
      url: doc.url,
      body: bodyMarkdown(doc),
      ...(definition
        ? {
            before: inReleaseMarkdown(signatureMarkdown(definition, site), doc.release),
            after: inReleaseMarkdown(
              [parametersMarkdown(definition, site), usedInMarkdown(usagesOf(definition.name, doc.release), site)].join('\n\n'),
              doc.release,
            ),
          }
        : {}),
    },
    site,
  );
}

export function postMarkdown(post: Post): string {
  return pageToMarkdown(
    {
      title: post.title,
      description: post.description,
      url: post.url,
      body: bodyMarkdown(post),
      before: `Published ${post.date.slice(0, 10)}.`,
    },
    site,
  );
}

export function categoryMarkdown(category: SidebarCategory, release: string = CURRENT_RELEASE): string {
  const { see } = getCategory(category.id);
  const first = see ? `[${see.text}](${site}${inRelease(see.href, release)})\n\n` : '';
  return `# ${category.label}\n\n> ${category.description}\n\nSource: ${site}${category.href}\n\n${first}${cardList(category.items, release)}\n`;
}

/** Every Markdown export: its path in the export and its text (each release's docs). */
export function markdownFiles(): { path: string; text: string }[] {
  return [
    ...getAllDocs().map((doc) => ({ path: markdownUrl(doc.url), text: docMarkdown(doc) })),
    ...docsReleases.flatMap((release) =>
      getIndexCategories(release).map((category) => ({ path: markdownUrl(category.href), text: categoryMarkdown(category, release) })),
    ),
    ...posts.map((post) => ({ path: markdownUrl(post.url), text: postMarkdown(post) })),
  ];
}

function llmsLink(title: string, url: string, description: string): string {
  return `- [${title}](${site}${markdownUrl(url)}): ${description}`;
}

/** The sections of /llms.txt: top-level docs, then one per top-level category, then the blog. */
function llmsSections(): { title: string; lines: string[] }[] {
  const linksOf = (items: readonly SidebarItem[]): string[] =>
    items.flatMap((item) =>
      item.type === 'link'
        ? [llmsLink(item.label, item.href, describeItem(item))]
        : [llmsLink(item.label, item.href, item.description), ...linksOf(item.items)],
    );
  const topDocs = sidebar.filter((item) => item.type === 'link');
  return [
    { title: 'Docs', lines: linksOf(topDocs) },
    ...sidebar
      .filter((item): item is SidebarCategory => item.type === 'category')
      .map((category) => ({ title: category.label, lines: linksOf([category]) })),
    { title: 'Blog', lines: posts.map((post) => llmsLink(post.title, post.url, post.description)) },
    // Every other release's docs: the same pages under /docs/VERSION.
    ...viewReleases.map((release) => ({
      title: `Docs for Lilaq ${release}`,
      lines: sidebarOf(release).map((item) => llmsLink(item.label, item.href, item.type === 'link' ? describeItem(item, release) : item.description)),
    })),
  ];
}

/** /llms.txt after the llms.txt convention: H1, a summary quote, notes, then H2 lists of links. */
export function llmsTxt(): string {
  const cheatSheet = getPage('cheat-sheet');
  const themes = getPage('themes');
  const sections = llmsSections().map((s) => `## ${s.title}\n\n${s.lines.join('\n')}`);
  return [
    `# ${siteConfig.title}`,
    `> ${siteConfig.title} ${siteConfig.version} is a data-plotting and diagram library for the Typst typesetting language. This site documents it: tutorials, a gallery of examples, one reference page per function, and release notes.`,
    `Every page below is linked as Markdown (the page's URL plus \`.md\`); code blocks are Typst and start with \`${siteConfig.typstImport}\`. ${site}/llms-full.txt holds all docs in one file.`,
    ...sections,
    `## Optional\n\n- [${cheatSheet.title}](${site}/cheat-sheet): ${cheatSheet.description}\n- [${themes.title}](${site}/themes): ${themes.description}`,
  ].join('\n\n')
    .concat('\n');
}

/** /llms-full.txt: every doc's Markdown in sidebar order, separated by rules. */
export function llmsFullTxt(): string {
  const order: string[] = [];
  const walk = (items: readonly SidebarItem[]) => {
    for (const item of items) {
      if (item.type === 'link') order.push(item.docId);
      else {
        const doc = getDoc(item.id);
        if (doc) order.push(doc.slug);
        walk(item.items);
      }
    }
  };
  walk(sidebar);
  const docs = [...new Set(order)].map((slug) => getDoc(slug)).filter((doc): doc is Doc => doc !== undefined);
  return docs.map(docMarkdown).join('\n---\n\n');
}
