import { withBase } from '../../base-path';

/**
 * The response headers the export wants from its host, as one list of rules rendered two ways:
 * `_headers` (Netlify, Cloudflare Pages) and an nginx snippet. `npm run serve` reads the generated
 * `_headers` back (parseHeadersFile + headersFor) so local tests see what production sends.
 */

export interface HeaderRule {
  /** A URL path, or a prefix ending in `/*`. */
  path: string;
  headers: Readonly<Record<string, string>>;
}

export const HEADERS_FILE = '_headers';
export const NGINX_FILE = '_nginx.conf';

export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Pages, their payloads, the search index, feeds and sitemap change with every deploy: revalidate each time. */
export const REVALIDATE = 'public, max-age=0, must-revalidate';

/**
 * The rules for an export whose files and folders are `entries`: the names at the top of out/ and,
 * as `_next/NAME`, those inside out/_next/. Cache-Control is never given twice for one path,
 * because hosts join repeated headers with commas.
 */
export function headerRules({ base, policy, entries }: { base: string; policy: string; entries: readonly string[] }): HeaderRule[] {
  const rules: HeaderRule[] = [
    {
      path: withBase('/*', base),
      headers: {
        'Content-Security-Policy': policy,
        'X-Content-Type-Options': 'nosniff',
        'Referrer-Policy': 'strict-origin-when-cross-origin',
      },
    },
    // Content-hashed file names: Next's chunks, and the figure store (<hash>-light.svg, data/<sha>/<name>).
    { path: withBase('/_next/static/*', base), headers: { 'Cache-Control': IMMUTABLE } },
    { path: withBase('/figures/*', base), headers: { 'Cache-Control': IMMUTABLE } },
    // The live editor's compiler, renderer and fonts: their folder names carry the version.
    { path: withBase('/live/*', base), headers: { 'Cache-Control': IMMUTABLE } },
    { path: base === '' ? '/' : base, headers: { 'Cache-Control': REVALIDATE } },
  ];
  const skipped = new Set(['_next', '_next/static', 'figures', 'live', HEADERS_FILE, NGINX_FILE]);
  for (const entry of [...entries].sort()) {
    if (skipped.has(entry) || entry.startsWith('.')) continue;
    const isPage = entry.endsWith('.html') || !entry.includes('.');
    const clean = entry.replace(/\.html$/, '');
    for (const path of isPage ? [`/${clean}`, `/${clean}/*`] : [`/${entry}`]) {
      const full = withBase(path, base);
      if (!rules.some((rule) => rule.path === full)) rules.push({ path: full, headers: { 'Cache-Control': REVALIDATE } });
    }
  }
  return rules;
}

/** Netlify / Cloudflare Pages `_headers` syntax. */
export function renderHeadersFile(rules: readonly HeaderRule[], comment: string): string {
  const lines = comment.split('\n').map((line) => `# ${line}`);
  for (const rule of rules) {
    lines.push(rule.path);
    for (const [name, value] of Object.entries(rule.headers)) lines.push(`  ${name}: ${value}`);
  }
  return `${lines.join('\n')}\n`;
}

export function parseHeadersFile(text: string): HeaderRule[] {
  const rules: { path: string; headers: Record<string, string> }[] = [];
  for (const [index, raw] of text.split('\n').entries()) {
    const line = raw.trimEnd();
    if (line.trim() === '' || line.trim().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      rules.push({ path: line.trim(), headers: {} });
      continue;
    }
    const colon = line.indexOf(':');
    const current = rules.at(-1);
    if (!current || colon < 0) throw new Error(`_headers line ${index + 1}: expected "Name: value" under a path`);
    current.headers[line.slice(0, colon).trim()] = line.slice(colon + 1).trim();
  }
  return rules;
}

function matches(pattern: string, path: string): boolean {
  if (!pattern.endsWith('/*')) return pattern === path;
  return path.startsWith(pattern.slice(0, -1));
}

/** The headers a host sends for a request path: every matching rule, in file order. */
export function headersFor(rules: readonly HeaderRule[], path: string): Record<string, string> {
  const result: Record<string, string> = {};
  for (const rule of rules) {
    if (!matches(rule.path, path)) continue;
    for (const [name, value] of Object.entries(rule.headers)) result[name] = result[name] ? `${result[name]}, ${value}` : value;
  }
  return result;
}

/**
 * The same rules as an nginx snippet for a `server { }` block whose `root` holds the export at the
 * base path. nginx drops inherited add_header lines inside a location that has its own, so each
 * location repeats the headers of every path.
 */
export function renderNginx(rules: readonly HeaderRule[], base: string, comment: string): string {
  const everywhere = rules.find((rule) => rule.path === withBase('/*', base))?.headers ?? {};
  const line = (name: string, value: string) => `    add_header ${name} "${value.replace(/"/g, '\\"')}" always;`;
  const shared = Object.entries(everywhere).map(([name, value]) => line(name, value));
  const blocks = rules
    .filter((rule) => rule.headers['Cache-Control'] === IMMUTABLE && rule.path.endsWith('/*'))
    .map((rule) => {
      const location = rule.path.slice(0, -1);
      // The build writes a zopfli `.gz` beside every script and style there (precompress.ts).
      const precompressed = location === withBase('/_next/static/', base) ? ['    gzip_static on;'] : [];
      return [`location ^~ ${location} {`, ...shared, line('Cache-Control', IMMUTABLE), ...precompressed, '}'].join('\n');
    });
  // Without a trailing slash, so that `${base}` itself (the home page, as the site links it) matches too.
  const root = base === '' ? '/' : base;
  blocks.push(
    [
      `location ${root} {`,
      ...shared,
      line('Cache-Control', REVALIDATE),
      '    # Clean URLs without trailing slashes, as the export is linked.',
      '    try_files $uri $uri.html $uri/index.html =404;',
      '}',
    ].join('\n'),
  );
  blocks.push(`error_page 404 ${withBase('/404.html', base)};`);
  return `${comment
    .split('\n')
    .map((text) => `# ${text}`)
    .join('\n')}\n${blocks.join('\n\n')}\n`;
}
