/**
 * After `next build`: renders the social card of every sitemap page into out/og/ (see
 * lib/social). Cards are cached by their inputs in .cache/og, so a rebuild only draws the
 * pages whose title, section, description or figure changed.
 * Usage: tsx lib/tooling/cli/social-cards.tsx [outDir]
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { socialCards } from '../../content/social';
import { ogImagePath } from '../../social/cards';
import { renderCard } from '../../social/build/render';
import { siteConfig } from '../../site-config';
import { siteOrigin } from '../../site-url';

/** Bump when the card's design changes, so cached cards are redrawn. */
const DESIGN_VERSION = 1;

const root = process.cwd();
const outDir = path.resolve(process.argv[2] ?? (process.env.EXPORT_DIR || 'out'));
const cacheDir = path.join(root, '.cache', 'og');
if (!fs.existsSync(outDir)) {
  console.error(`social-cards: ${outDir} does not exist; run next build first`);
  process.exit(1);
}
fs.mkdirSync(cacheDir, { recursive: true });
const logoSvg = fs.readFileSync(path.join(root, 'app', 'icon.svg'), 'utf8');
const host = new URL(siteOrigin).host;

// Cards are drawn offline. next/og fetches a web font for any character its bundled font lacks;
// catch that here and fail naming the page, instead of a failed request and a card with a gap.
// (next/og also fetches its own bundled WebAssembly as a data: URL: that one passes.)
const fontRequests: string[] = [];
const bundledFetch = globalThis.fetch;
globalThis.fetch = async (input: string | URL | Request, init?: RequestInit) => {
  const url = input instanceof Request ? input.url : String(input);
  if (url.startsWith('data:')) return bundledFetch(input, init);
  fontRequests.push(url);
  throw new Error('social cards are drawn without network access');
};

let drawn = 0;
const started = Date.now();
const cards = socialCards();
for (const card of cards) {
  const figureSvg = card.figure ? fs.readFileSync(path.join(root, 'public', card.figure), 'utf8') : undefined;
  const key = crypto
    .createHash('sha256')
    .update(JSON.stringify({ DESIGN_VERSION, card, figure: figureSvg ?? null, version: siteConfig.version, host }))
    .digest('hex')
    .slice(0, 24);
  const cached = path.join(cacheDir, `${key}.png`);
  if (!fs.existsSync(cached)) {
    const png = await renderCard(card, { logoSvg, figureSvg, version: siteConfig.version, host });
    if (fontRequests.length > 0) {
      console.error(
        `social-cards: ${card.path}: the title or description has characters the card's font lacks (next/og asked for ${fontRequests[0]}); write them in Latin letters`,
      );
      process.exit(1);
    }
    fs.writeFileSync(cached, png);
    drawn++;
  }
  const target = path.join(outDir, ogImagePath(card.path));
  fs.mkdirSync(path.dirname(target), { recursive: true });
  fs.copyFileSync(cached, target);
}
console.log(
  `Social cards: ${cards.length} pages, ${drawn} drawn, ${cards.length - drawn} from cache, ${((Date.now() - started) / 1000).toFixed(1)} s.`,
);
