/**
 * The strips of one reference page, as the page's compile (rehype-reference.ts) puts them under
 * their parameters. Like a ```typ example block, a strip is never compiled here: its figures come
 * from the committed store, and a missing one fails the compile with the page's file:line and the
 * fix (`npm run figures`). In dev mode (`npm run dev`) a strip without its figures is left out.
 */
import type { Element } from 'hast';
import { checkExample } from '../../figures/check';
import { compilerVersion } from '../../figures/compiler';
import { LILAQ_IMPORT, projectPaths } from '../../figures/config';
import { devFiguresEnabled } from '../../figures/dev-state';
import { exampleFigure, svgHeadReader } from '../../figures/remark-typst-examples';
import { listStore, readUnavailable } from '../../figures/store';
import { preparePageStrips } from './examples';
import { stripBlock, stripCode } from './hast';

export interface PageStripsInput {
  definition: string;
  /** The line of a parameter's `<Param>` block on the page, where messages about its strip point. */
  paramLine: (param: string) => number;
  /** Absolute path of the page. */
  mdxPath: string;
  root?: string;
  dev?: boolean;
}

/** Each parameter's strip block, by parameter name; throws on missing figures outside dev mode. */
export function pageStrips(input: PageStripsInput): Map<string, Element> {
  const root = input.root ?? process.cwd();
  const dev = input.dev ?? devFiguresEnabled();
  const prepared = preparePageStrips(input.definition, input.paramLine, input.mdxPath, root, compilerVersion());
  const blocks = new Map<string, Element>();
  if (prepared.size === 0) return blocks;
  const paths = projectPaths(root);
  const listing = listStore(paths.figuresDir, paths.dataDir);
  const record = readUnavailable(paths.unavailableFile);
  const readSvg = svgHeadReader(paths.figuresDir);
  const problems: string[] = [];
  for (const [param, { strip, examples }] of prepared) {
    const issues = examples.flatMap((example) => [
      ...checkExample(example, listing, record),
      ...(record[example.key] ? [`${example.location.file}:${example.location.line}: strip ${strip.definition}.${param} needs komet`] : []),
    ]);
    if (issues.length > 0) {
      if (!dev) problems.push(...issues.map((issue) => `${issue} (parameter strip of ${strip.definition}.${param})`));
      continue;
    }
    const figures = examples.map((example) => exampleFigure(example, readSvg));
    blocks.set(
      param,
      stripBlock(
        strip,
        figures,
        stripCode(
          examples.map((e) => e.shown),
          LILAQ_IMPORT,
        ),
      ),
    );
  }
  if (problems.length > 0) throw new Error(`Parameter strip check failed (no compiling during the build):\n${problems.join('\n')}`);
  return blocks;
}
