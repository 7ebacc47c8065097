/**
 * Saving a figure: the SVG as shown, a PNG at twice its size, or a PDF from the compiler. File
 * names say where the figure comes from. The browser half (canvas, object URLs) is loaded when a
 * reader picks a format, not with the page. Both the SVG and the PNG are made from the text
 * `portableSvgColors` returns, whose colours every SVG renderer reads.
 */
export { portableSvgColors } from '../figures/portable-svg';

export type FigureFormat = 'svg' | 'png' | 'pdf';

export const MIME: Record<FigureFormat, string> = { svg: 'image/svg+xml', png: 'image/png', pdf: 'application/pdf' };

/** `/docs/reference/plot` + `ex-2` → `lilaq-reference-plot-ex-2.png`; the home page is `lilaq-home`. */
export function figureFileName(sitePath: string, exampleId: string, format: FigureFormat): string {
  const page =
    sitePath
      .replace(/^\/docs\//, '/')
      .split('/')
      .filter(Boolean)
      .join('-')
      .replace(/[^A-Za-z0-9.-]+/g, '-')
      .replace(/\./g, '-') || 'home';
  return `lilaq-${page}-${exampleId}.${format}`;
}

/** Hands `blob` to the browser as a download named `name`. */
export function saveBlob(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started from the URL; keep it a moment for browsers that read it late.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** Rasterises an SVG at `scale` times its own size (its width and height attributes, in px). */
export async function svgToPng(svg: string, scale = 2): Promise<Blob> {
  const url = URL.createObjectURL(new Blob([svg], { type: MIME.svg }));
  try {
    const image = new Image();
    image.src = url;
    await image.decode();
    const canvas = document.createElement('canvas');
    canvas.width = Math.max(1, Math.round(image.naturalWidth * scale));
    canvas.height = Math.max(1, Math.round(image.naturalHeight * scale));
    const context = canvas.getContext('2d');
    if (!context) throw new Error('this browser cannot draw the figure');
    context.drawImage(image, 0, 0, canvas.width, canvas.height);
    return await new Promise<Blob>((resolve, reject) =>
      canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('the PNG could not be made'))), MIME.png),
    );
  } finally {
    URL.revokeObjectURL(url);
  }
}

/** The SVG of the prerendered figure an example shows: the variant CSS displays for the colour mode. */
export async function shownFigureSvg(example: Element | null): Promise<string> {
  const images = [...(example?.querySelectorAll<HTMLImageElement>('.typst-example-output img') ?? [])];
  const shown = images.find((img) => getComputedStyle(img).display !== 'none');
  if (!shown) throw new Error('the figure is not on the page');
  const response = await fetch(shown.currentSrc || shown.src);
  if (!response.ok) throw new Error(`the figure could not be downloaded (HTTP ${response.status})`);
  return response.text();
}
