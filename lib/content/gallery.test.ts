import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { categories } from '../docs/categories';
import { applyReleaseView, builtForEachRelease } from '../docs/release-view';
import { CURRENT_RELEASE } from '../docs/versions';
import { frontmatterRange } from '../figures/build/scan';
import { compilerVersion } from '../figures/compiler';
import { projectPaths } from '../figures/config';
import { findExampleBlocks, listMdxFiles } from '../figures/mdx-examples';
import { prepareExample } from '../figures/prepare';
import { readUnavailable } from '../figures/store';
import { parseMdx } from '../mdx/tree';
import { siteGallery } from './gallery';

/** The page an MDX file becomes: content/docs/a/b.mdx → /docs/a/b, content/blog/x.mdx → /blog/x, content/pages/home.mdx → /. */
function pageOf(file: string): string {
  const relative = path.relative(projectPaths().contentDir, file).replace(/\\/g, '/').replace(/\.mdx$/, '');
  if (relative.startsWith('pages/')) return relative === 'pages/home' ? '/' : `/${relative.slice('pages/'.length)}`;
  return `/${relative}`;
}

/** Folders of content/docs whose category keeps its examples out of the gallery. */
const keptOut = categories.flatMap((category) => (category.gallery === false && category.folder ? [`/docs/${category.folder}/`] : []));

/**
 * Every example block with a rendered figure in the MDX files, counted from the files with the
 * figure pipeline's own parse and store (not through contentlayer or the gallery): `url#ex-N`.
 * Examples whose fence names a release (`lilaq="0.6.0"`) are release material, not the gallery's.
 */
function examplesWithFigures(): string[] {
  const paths = projectPaths();
  const unavailable = readUnavailable(paths.unavailableFile);
  const version = compilerVersion();
  return listMdxFiles(paths.contentDir).flatMap((file) => {
    // The page as the documented release has it (lib/docs/release-view.ts): the gallery shows that release's examples.
    const source = fs.readFileSync(file, 'utf8');
    const tree = parseMdx(source);
    const docs = builtForEachRelease(path.relative(paths.contentDir, file));
    if (!applyReleaseView(tree, { release: CURRENT_RELEASE, frontmatter: frontmatterRange(source), file, docs }).included) return [];
    return findExampleBlocks(tree).flatMap(({ node, line }, index) => {
      const example = prepareExample({ value: node.value, meta: node.meta, mdxPath: file, line, root: paths.root, compilerVersion: version });
      const rendered = !unavailable[example.key] && fs.existsSync(path.join(paths.figuresDir, example.variants.light.fileName));
      const page = pageOf(file);
      return rendered && !example.namesRelease && !keptOut.some((folder) => page.startsWith(folder)) ? [`${page}#ex-${index + 1}`] : [];
    });
  });
}

describe('the site’s gallery', () => {
  it('shows every example of the content that has a figure, once, except those for a named release', () => {
    const inContent = examplesWithFigures();
    const gallery = siteGallery();
    const shown = gallery.groups.flatMap((group) => group.items.map((item) => item.href));
    expect(inContent.length).toBeGreaterThan(200);
    expect(gallery.total).toBe(inContent.length);
    expect(shown).toHaveLength(inContent.length);
    expect(new Set(shown)).toEqual(new Set(inContent));
    // The 0.6.0 post shows 0.6.0 code (and 0.5.0 code to compare): the gallery shows the documented release.
    expect(shown.filter((href) => href.startsWith('/blog/release-0.6.0#'))).toEqual([]);
  });

  it('leaves out the error index, whose examples are fixes rather than kinds of chart', () => {
    expect(keptOut).toEqual(['/docs/errors/']);
    const shown = siteGallery().groups.flatMap((group) => group.items.map((item) => item.href));
    expect(shown.filter((href) => href.startsWith('/docs/errors/'))).toEqual([]);
  });

  it('has a tag for every plot function the content uses and for what is new in 0.5', () => {
    const tags = new Set(siteGallery().tags.map((tag) => tag.id));
    for (const id of ['plot', 'scatter', 'bar', 'hbar', 'stem', 'boxplot', 'colormesh', 'contour', 'quiver', 'fill-between', 'errorbar'])
      expect(tags).toContain(id);
    for (const id of ['log', 'symlog', 'dates', 'legend', 'colorbar', 'twin-axes', 'shapes', 'new-0.5']) expect(tags).toContain(id);
  });
});
