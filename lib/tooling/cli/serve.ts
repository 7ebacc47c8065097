/**
 * Serves the static export the way the CDN does: clean URLs without trailing slashes
 * (`/docs/intro` → out/docs/intro.html), `/dir` → out/dir/index.html, 404.html with status 404 for
 * anything else, and the headers of out/_headers. With --base (or BASE_PATH) it serves the export
 * under that path, as a GitHub project page does.
 * Usage: tsx lib/tooling/cli/serve.ts [--port 3000] [--dir out] [--base /lilaq-docs]
 */
import { parseBasePath } from '../../base-path';
import { createStaticServer } from '../serve/static-server';

const args = process.argv.slice(2);
const option = (name: string, fallback: string) => {
  const index = args.indexOf(`--${name}`);
  return index >= 0 ? (args[index + 1] ?? fallback) : fallback;
};
const port = Number(option('port', process.env.PORT ?? '3000'));
const dir = option('dir', 'out');
const base = parseBasePath(option('base', process.env.BASE_PATH ?? ''));

createStaticServer(dir, { base }).listen(port, '127.0.0.1', () => {
  console.log(`Serving ${dir}/ at http://localhost:${port}${base}/`);
});
