/**
 * Draws one social card as a PNG with next/og (satori + resvg, bundled with Next, no network).
 * Build-time only (lib/tooling/cli/social-cards.tsx); nothing here ships to the browser.
 */
import { ImageResponse } from 'next/og';
import { portableSvgColors } from '../../figures/portable-svg';
import { cardText } from './card-text';
import { svgDimensions } from '../../figures/svg-size';
import { OG_SIZE, type SocialCard } from '../cards';

const colors = { bg: '#ffffff', fg: '#1c1e21', muted: '#525860', primary: '#6f42c1', surface: '#f5f6f7', border: '#dadde1' };
const FIGURE_BOX = { width: 440, height: 420 };

const dataUri = (svg: string) => `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;

/** Fits a figure into the card's figure box, keeping its aspect ratio. */
function fitted(svg: string): { width: number; height: number } {
  const { width, height } = svgDimensions(svg);
  const scale = Math.min(FIGURE_BOX.width / width, FIGURE_BOX.height / height);
  return { width: Math.round(width * scale), height: Math.round(height * scale) };
}

const clip = (text: string, max: number) => (text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`);

export interface CardAssets {
  /** The site logo (app/icon.svg). */
  logoSvg: string;
  /** The page's figure SVG, when it has one. */
  figureSvg?: string;
  version: string;
  host: string;
}

export async function renderCard(card: SocialCard, assets: CardAssets): Promise<Buffer> {
  // Store figures are portable already (figures:check fails otherwise); converting again changes
  // nothing for them and keeps resvg, which reads no CSS Color 4 syntax, from drawing black marks.
  const figure = assets.figureSvg ? portableSvgColors(assets.figureSvg) : undefined;
  const size = figure ? fitted(figure) : undefined;
  const response = new ImageResponse(
    <div style={{ display: 'flex', width: '100%', height: '100%', background: colors.bg, borderBottom: `14px solid ${colors.primary}` }}>
      <div style={{ display: 'flex', flexDirection: 'column', flex: 1, padding: '56px 48px 48px 64px' }}>
        <div style={{ display: 'flex', alignItems: 'center', gap: 18 }}>
          <img src={dataUri(assets.logoSvg)} width={56} height={56} alt="" />
          <span style={{ fontSize: 40, color: colors.fg }}>Lilaq</span>
          <span
            style={{ fontSize: 24, color: colors.primary, border: `2px solid ${colors.primary}`, borderRadius: 10, padding: '2px 12px' }}
          >
            {assets.version}
          </span>
        </div>
        <div style={{ display: 'flex', fontSize: 30, color: colors.primary, marginTop: 56 }}>{card.section}</div>
        <div style={{ display: 'flex', fontSize: card.title.length > 28 ? 52 : 66, color: colors.fg, marginTop: 10, lineHeight: 1.1 }}>
          {clip(cardText(card.title), 70)}
        </div>
        <div style={{ display: 'flex', fontSize: 27, color: colors.muted, marginTop: 24, lineHeight: 1.35 }}>
          {clip(cardText(card.description), 150)}
        </div>
        <div style={{ display: 'flex', marginTop: 'auto', fontSize: 24, color: colors.muted }}>{assets.host}</div>
      </div>
      {figure && size ? (
        <div
          style={{
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            width: FIGURE_BOX.width + 40,
            margin: '40px 40px 40px 0',
            background: colors.surface,
            border: `2px solid ${colors.border}`,
            borderRadius: 20,
          }}
        >
          <img src={dataUri(figure)} width={size.width} height={size.height} alt="" />
        </div>
      ) : null}
    </div>,
    { ...OG_SIZE },
  );
  return Buffer.from(await response.arrayBuffer());
}
