/**
 * Where the live editor finds what it downloads on the first Edit. The compiler, renderer and
 * fonts are copied into the export by `lib/tooling/cli/live-assets.ts` (public/live, git-ignored) with
 * their version in the file name, so a CDN can cache them forever.
 */

/** Version of @myriaddreamin/typst-ts-web-compiler and -renderer (checked by the asset script). */
export const TYPST_TS_VERSION = '0.7.0';

export const LIVE_ASSETS_PATH = '/live';
export const COMPILER_WASM = `${LIVE_ASSETS_PATH}/typst-ts-web-compiler-${TYPST_TS_VERSION}.wasm`;
export const RENDERER_WASM = `${LIVE_ASSETS_PATH}/typst-ts-renderer-${TYPST_TS_VERSION}.wasm`;
/** Fonts of the native compiler of the same version (its version is checked too). */
export const FONTS_PATH = `${LIVE_ASSETS_PATH}/fonts-${TYPST_TS_VERSION}`;

/**
 * The fonts embedded in the native compiler that renders the prerendered figures (Typst's
 * defaults from typst-assets). All of them are served; the editor loads these eagerly: the text
 * font Lilaq's figures are set in, the math font and the monospace font. Other embedded fonts
 * (New Computer Modern text, the bold and book math weights, Libertinus semibold, DejaVu Sans
 * Mono's other styles) are in the export but not loaded, to keep the first download small.
 */
export const ALL_FONTS = [
  'LibertinusSerif-Regular.otf',
  'LibertinusSerif-Bold.otf',
  'LibertinusSerif-Italic.otf',
  'LibertinusSerif-BoldItalic.otf',
  'LibertinusSerif-Semibold.otf',
  'LibertinusSerif-SemiboldItalic.otf',
  'NewCMMath-Bold.otf',
  'NewCMMath-Book.otf',
  'NewCMMath-Regular.otf',
  'NewCM10-Regular.otf',
  'NewCM10-Bold.otf',
  'NewCM10-Italic.otf',
  'NewCM10-BoldItalic.otf',
  'DejaVuSansMono.ttf',
  'DejaVuSansMono-Bold.ttf',
  'DejaVuSansMono-Oblique.ttf',
  'DejaVuSansMono-BoldOblique.ttf',
] as const;

export const LIVE_FONTS: readonly (typeof ALL_FONTS)[number][] = [
  'LibertinusSerif-Regular.otf',
  'LibertinusSerif-Bold.otf',
  'LibertinusSerif-Italic.otf',
  'LibertinusSerif-BoldItalic.otf',
  'NewCMMath-Regular.otf',
  'DejaVuSansMono.ttf',
];

/** Joins a base URL (absolute or site-relative, with or without a trailing slash) and a file name. */
export function joinUrl(base: string, file: string): string {
  return `${base.replace(/\/+$/, '')}/${file}`;
}
