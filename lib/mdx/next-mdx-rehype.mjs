// @next/mdx loads its plugins by path (Turbopack passes loader options as plain data). This one is
// the site's rehype steps from lib/mdx/plugins.ts, which Node cannot import by itself: tsx (the
// project's script runner) loads the TypeScript.
import { tsImport } from 'tsx/esm/api';

const { rehypePipeline } = await tsImport('./plugins.ts', import.meta.url);

export default rehypePipeline;
