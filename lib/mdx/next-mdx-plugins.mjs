// The site's MDX steps (lib/mdx/plugins.ts) for @next/mdx, compiled ahead: @next/mdx loads its
// plugins by module path in Node (Turbopack passes loader options as plain data), and Node cannot
// load the TypeScript. next.config.mjs calls this once per start; esbuild bundles the site's own
// code into one JavaScript module (packages stay imports) in .cache/mdx/, named by its content,
// so a change to the plugins gives a new path and Turbopack's cache recompiles the pages.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { buildSync } from 'esbuild';

/** Absolute paths of the compiled remark and rehype steps. */
export function compileMdxPlugins(root = process.cwd()) {
  const result = buildSync({
    stdin: {
      contents: "export { remarkPipeline, rehypePipeline } from './lib/mdx/plugins.ts';",
      resolveDir: root,
      loader: 'ts',
    },
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    write: false,
    logLevel: 'error',
  });
  const code = result.outputFiles[0].contents;
  const dir = path.join(root, '.cache', 'mdx');
  const file = path.join(dir, `site-plugins-${createHash('sha256').update(code).digest('hex').slice(0, 16)}.mjs`);
  if (!fs.existsSync(file)) {
    fs.mkdirSync(dir, { recursive: true });
    // Earlier compiles of the steps are no longer referenced: the config is read once per start.
    const current = path.basename(file, '.mjs');
    for (const old of fs.readdirSync(dir))
      if (old.startsWith('site-plugins-') && !old.startsWith(current)) fs.rmSync(path.join(dir, old), { force: true });
    fs.writeFileSync(file, code);
    const stub = (name) => `export { ${name} as default } from './${path.basename(file)}';\n`;
    fs.writeFileSync(file.replace(/\.mjs$/, '.remark.mjs'), stub('remarkPipeline'));
    fs.writeFileSync(file.replace(/\.mjs$/, '.rehype.mjs'), stub('rehypePipeline'));
  }
  return { remark: file.replace(/\.mjs$/, '.remark.mjs'), rehype: file.replace(/\.mjs$/, '.rehype.mjs') };
}
