'use client';

import { useRef, useState, type ReactNode } from 'react';
import { stripBase } from '@/lib/base-path';
import type { FigureFormat } from '@/lib/live/download';
import { Dropdown } from '../site-dropdown.client';

export interface FigureDownloadProps {
  exampleId: string;
  /** The live figure as SVG text; without it, the prerendered figure the page shows is saved. */
  svg?: () => Promise<string>;
  /** The same figure as PDF, from the compiler; absent when the example cannot be compiled here. */
  pdf?: () => Promise<Uint8Array>;
  /** Controls shown in the same row, before Download (Inspect). */
  before?: ReactNode;
}

const LABEL: Record<FigureFormat, string> = { svg: 'SVG', png: 'PNG (2×)', pdf: 'PDF' };

/** "Download" menu of a figure: SVG, PNG at twice the size, and PDF when the compiler can make it. */
export function FigureDownload({ exampleId, svg, pdf, before }: FigureDownloadProps) {
  const [message, setMessage] = useState('');
  const root = useRef<HTMLDivElement>(null);

  async function save(format: FigureFormat) {
    setMessage(format === 'pdf' ? 'Preparing the PDF…' : '');
    try {
      const { MIME, figureFileName, portableSvgColors, saveBlob, shownFigureSvg, svgToPng } = await import('@/lib/live/download');
      const name = figureFileName(stripBase(window.location.pathname) ?? '/', exampleId, format);
      // The SVG as shown, with colours every SVG renderer reads (a no-op for figures made portable
      // already); the PNG is drawn from that same text.
      const text = async () => portableSvgColors(await (svg ? svg() : shownFigureSvg(root.current?.closest('figure') ?? null)));
      const blob =
        format === 'svg'
          ? new Blob([await text()], { type: MIME.svg })
          : format === 'png'
            ? await svgToPng(await text())
            : new Blob([(await pdf!()) as BlobPart], { type: MIME.pdf });
      saveBlob(blob, name);
      setMessage(`Saved ${name}.`);
    } catch (error) {
      setMessage(`Could not make the ${LABEL[format]} file: ${error instanceof Error ? error.message : String(error)}`);
    }
  }

  const formats: FigureFormat[] = pdf ? ['svg', 'png', 'pdf'] : ['svg', 'png'];
  return (
    <div ref={root} className="typst-download">
      {before}
      <Dropdown label="Download" ariaLabel="Download the figure" className="typst-download-menu">
        {formats.map((format) => (
          <li key={format}>
            <button type="button" className="dropdown__link" onClick={() => void save(format)}>
              {LABEL[format]}
            </button>
          </li>
        ))}
      </Dropdown>
      <p className="typst-download-status" role="status" aria-live="polite">
        {message}
      </p>
    </div>
  );
}
