import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { Parser } from 'htmlparser2';
import { chunksAfterPaint } from '../../hosting/build/first-paint';
import { servedGzipFile } from '../../hosting/build/precompress';
import { routeOf } from '../../links/build/check';
import { type FlightData, flightData } from './flight';

export interface Weight {
  raw: number;
  gzip: number;
}

export interface PageWeight {
  page: string;
  html: Weight;
  js: Weight;
  css: Weight;
  /** Stylesheets the page links (distinct addresses, local or not). */
  stylesheets: number;
  /** The React Server Components payload inlined in the HTML. */
  flight: FlightData;
  /** Figures the page shows in one colour mode (lazy images, first variant of each pair). */
  figures: Weight;
}

/**
 * Raw and gzip bytes of `files`. The gzip size is what a browser receives: the build's
 * precompressed `.gz` sibling where there is one, else what `gzip -6` makes of the file (the
 * level a server compressing on the fly uses).
 */
function weigh(files: readonly string[]): Weight {
  return files.reduce(
    (sum, file) => {
      const body = fs.readFileSync(file);
      const served = servedGzipFile(file);
      const gzip = served === null ? gzipSync(body).length : fs.statSync(served).size;
      return { raw: sum.raw + body.length, gzip: sum.gzip + gzip };
    },
    { raw: 0, gzip: 0 },
  );
}

/**
 * What a first visit to `page` downloads from the export in `outDir` (HTML, scripts, styles,
 * figures) and the flight data in its HTML. Throws when the page's flight data is in a format
 * flight.ts does not know.
 */
export function pageWeight(outDir: string, page: string): PageWeight {
  const htmlFile = path.join(outDir, page === '/' ? 'index.html' : `${page}.html`);
  const html = fs.readFileSync(htmlFile, 'utf8');
  const scripts = new Set<string>();
  const styles = new Set<string>();
  const figures = new Set<string>();
  const parser = new Parser({
    onopentag(name, attributes) {
      // `nomodule` scripts are legacy polyfills that current browsers never download.
      if (name === 'script' && attributes.src && !('nomodule' in attributes)) scripts.add(attributes.src);
      if (name === 'link' && attributes.rel === 'stylesheet' && attributes.href) styles.add(attributes.href);
      if (name === 'img' && attributes.src?.startsWith('/figures/') && attributes.src.endsWith('-light.svg')) figures.add(attributes.src);
    },
  });
  parser.write(html);
  parser.end();
  // The build starts the framework's chunks after the first paint (lib/hosting/build/first-paint.ts).
  for (const src of chunksAfterPaint(html)) scripts.add(src);
  const local = (urls: Set<string>) =>
    [...urls].map((url) => path.join(outDir, url.split('?')[0] ?? url)).filter((file) => fs.existsSync(file));
  return {
    page,
    html: weigh([htmlFile]),
    js: weigh(local(scripts)),
    css: weigh(local(styles)),
    stylesheets: styles.size,
    flight: flightData(html),
    figures: weigh(local(figures)),
  };
}

/** The site path of every HTML page in the export ('/', '/docs/intro', '/404', …), sorted. */
export function exportedPages(outDir: string): string[] {
  return fs
    .readdirSync(outDir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.html') && !file.startsWith('_next'))
    .map((file) => routeOf(`/${file.split(path.sep).join('/')}`))
    .sort();
}
