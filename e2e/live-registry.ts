/**
 * A package registry for the live-editor tests, built at test time: the figure tests' fixture
 * packages plus a tiny stand-in named `lilaq` (not Lilaq: three functions of our own, enough for
 * the examples the tests open), once for each release whose examples the tests edit. The browser's
 * requests to Typst Universe are answered from here.
 */
import type { BrowserContext, Route } from 'playwright-core';
import { fixturePackages } from '../lib/figures/build/fixture-packages';
import { DEFAULT_PACKAGES_URL } from '../lib/live/config';
import { tarGz } from '../lib/live/build/tar';

const standIn = (version: string) => ({
  name: 'lilaq',
  version,
  files: {
    'typst.toml': `[package]\nname = "lilaq"\nversion = "${version}"\nentrypoint = "lib.typ"\nauthors = ["Lilaq docs site tests"]\nlicense = "MIT"\ndescription = "Test stand-in, not the real package."\n`,
    'lib.typ': [
      '#let linspace(start, end, num: 50) = range(num).map(i => start + (end - start) * i / (num - 1))',
      // Lilaq's own check on the data, with its message, so that an edit can raise a Lilaq error.
      '#let plot(..args) = { let (x, y) = (args.pos().at(0, default: ()), args.pos().at(1, default: none)); if type(y) == array { assert(x.len() == y.len(), message: "`plot()`: The dimensions for x (" + str(x.len()) + ") and y (" + str(y.len()) + ") don\'t match") }; x.len() }',
      '#let diagram(..args) = box(stroke: 0.5pt, inset: 6pt)[Stand-in diagram: #args.pos().len() series]',
      // The dark figures' preamble styles Lilaq's elements with set rules; here they change nothing.
      '#let set-spine(..args) = it => it',
      '#let set-tick(..args) = it => it',
      '#let set-grid(..args) = it => it',
      '#let set-legend(..args) = it => it',
      '',
    ].join('\n'),
  },
});

export const archives = new Map(
  [...fixturePackages(), standIn('0.5.0'), standIn('0.6.0')].map((p) => [
    `${DEFAULT_PACKAGES_URL}/preview/${p.name}-${p.version}.tar.gz`,
    Buffer.from(tarGz(Object.entries(p.files).map(([path, content]) => ({ path, content })))),
  ]),
);

export interface LocalRegistry {
  /** URLs asked for, in order. */
  requested: string[];
  /** While true, every download fails with 503 (a registry outage). */
  down: boolean;
}

/** Answers the context's requests to the default package registry from `archives`. */
export async function serveLocalRegistry(context: BrowserContext): Promise<LocalRegistry> {
  const registry: LocalRegistry = { requested: [], down: false };
  const cors = { 'access-control-allow-origin': '*' };
  await context.route(`${DEFAULT_PACKAGES_URL}/**`, (route: Route) => {
    const url = route.request().url();
    registry.requested.push(url);
    if (registry.down) return route.fulfill({ status: 503, headers: cors, body: 'unavailable' });
    const body = archives.get(url);
    return body
      ? route.fulfill({ status: 200, headers: { ...cors, 'content-type': 'application/gzip' }, body })
      : route.fulfill({ status: 404, headers: cors, body: 'not found' });
  });
  return registry;
}
