import path from 'node:path';
import { siteConfig } from '../site-config';

/**
 * Bump to re-render every figure after a change in post-processing (svg.ts) or preambles
 * (3: svgo; 4: colours in SVG 1.1 syntax, portable-svg.ts).
 */
export const PIPELINE_VERSION = 4;

/**
 * Bump to rebuild every part map (`<key>-parts.json`) after a change in how maps are made
 * (lib/figures/build/part-map*.ts) or read (lib/figures/parts.ts).
 */
export const PARTS_VERSION = 1;

/**
 * Bump to recompile every failing example's message (`<key>-error.json`, failure.ts) after a change
 * in what is stored or how it is read from Typst's diagnostics.
 */
export const FAILURE_VERSION = 1;

/** URL prefix under which the figure store is served (public/figures → /figures). */
export const FIGURES_URL = '/figures';
/** URL prefix of data-file downloads (public/figures/data/<sha>/<name>). */
export const DATA_URL = `${FIGURES_URL}/data`;

export const LILAQ_VERSION: string = siteConfig.version;
export const LILAQ_IMPORT: string = siteConfig.typstImport;

export interface ProjectPaths {
  root: string;
  contentDir: string;
  /** public/figures: <hash>-light.svg, <hash>-dark.svg, data/<sha>/<name> */
  figuresDir: string;
  dataDir: string;
  /** Committed record of figures that need komet (no WASM here). */
  unavailableFile: string;
  /** Committed record of figures that have no part map, and why. */
  noPartsFile: string;
  /** Typst data home holding typst/packages/preview/... (git-ignored). */
  packageRoot: string;
  /**
   * The Lilaq releases a docs page's examples are compiled for (lib/docs/release-view.ts); default:
   * every release the docs document. A package home with one release (the tests' fixtures) names it.
   */
  releases?: readonly string[];
}

export function projectPaths(root: string = process.cwd()): ProjectPaths {
  const figuresDir = path.join(root, 'public', 'figures');
  return {
    root,
    contentDir: path.join(root, 'content'),
    figuresDir,
    dataDir: path.join(figuresDir, 'data'),
    unavailableFile: path.join(root, 'lib', 'figures', 'unavailable.json'),
    noPartsFile: path.join(root, 'lib', 'figures', 'no-parts.json'),
    packageRoot: path.join(root, '.typst-packages'),
  };
}
