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
import { renderCard } from '../social/render';
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
    fs.writeFileSync(cached, await renderCard(card, { logoSvg, figureSvg, version: siteConfig.version, host }));
    drawn++;
  }
  const target = path.join(outDir, ogImagePath(card.path));
  fs.mkdirSync(path.dirname(target), { recursive: true });
  fs.copyFileSync(cached, target);
}
console.log(
  `Social cards: ${cards.length} pages, ${drawn} drawn, ${cards.length - drawn} from cache, ${((Date.now() - started) / 1000).toFixed(1)} s.`,
);
