/**
 * What a page's one compile knows about the file beside its tree, on the compile's `file.data`
 * (typed here for every step): which document it is, and its frontmatter as the compile parsed it.
 * Each step that reads a fact leaves it on `file.data` under its own key, typed where the step is
 * (`examples` in lib/figures, `reference` in lib/reference), so later steps read it instead of
 * reading the page again.
 */
import type { Program } from 'estree';
import type { Root } from 'mdast';
import type { VFile } from 'vfile';

declare module 'vfile' {
  interface DataMap {
    /** Set by contentlayer2 on every file it compiles: the document's path below `content/`. */
    rawDocumentData: { sourceFilePath: string };
    /** The page's frontmatter as the compile parsed it, its scalar values (remarkFrontmatterData). */
    frontmatter: Readonly<Record<string, unknown>>;
  }
}

/** The compiled page's path below `content/` (`docs/tutorials/ticks.mdx`), as contentlayer2 names it. */
export function documentPath(file: VFile): string {
  const sourceFilePath = file.data.rawDocumentData?.sourceFilePath;
  if (!sourceFilePath)
    throw new Error('The site compiles MDX through contentlayer2, which names the document on file.data.rawDocumentData');
  return sourceFilePath;
}

/** The scalar values (strings, numbers, booleans) of `export const frontmatter = {…}` in an ESM node's program. */
function frontmatterExport(program: Program | null | undefined): Record<string, unknown> | undefined {
  for (const statement of program?.body ?? []) {
    if (statement.type !== 'ExportNamedDeclaration' || statement.declaration?.type !== 'VariableDeclaration') continue;
    const declarator = statement.declaration.declarations.find((d) => d.id.type === 'Identifier' && d.id.name === 'frontmatter');
    if (declarator?.init?.type !== 'ObjectExpression') continue;
    const values: Record<string, unknown> = {};
    for (const property of declarator.init.properties) {
      if (property.type !== 'Property' || property.value.type !== 'Literal') continue;
      const key = property.key.type === 'Literal' ? property.key.value : property.key.type === 'Identifier' ? property.key.name : null;
      if (typeof key === 'string') values[key] = property.value.value;
    }
    return values;
  }
  return undefined;
}

/**
 * Remark step: puts the page's frontmatter on `file.data.frontmatter`. contentlayer2 compiles with
 * mdx-bundler, which parses the frontmatter before the site's steps run and exports it from the
 * page (`export const frontmatter = {…}`, remark-mdx-frontmatter); this reads that export's scalar
 * values (strings, numbers, booleans: what a step decides on; lists stay with contentlayer's fields).
 */
export function remarkFrontmatterData() {
  return (tree: Root, file: VFile) => {
    let data: Record<string, unknown> | undefined;
    for (const node of tree.children) if (node.type === 'mdxjsEsm') data ??= frontmatterExport(node.data?.estree);
    file.data.frontmatter = data ?? {};
  };
}
