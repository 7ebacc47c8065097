/** Messages between the page and the live-compile worker. */
import type { EngineResult, OutputFormat } from './engine';

export interface CompileRequest {
  type: 'compile';
  id: number;
  source: string;
  /** Data files of the example: name as Typst reads it, URL in the export. */
  files: ReadonlyArray<{ name: string; url: string }>;
  /** 'svg' (default) for the page, 'pdf' for a download. */
  format?: OutputFormat;
}

/** Starts the downloads and the compiler without compiling anything (sent on Edit). */
export interface WarmRequest {
  type: 'warm';
}

/** What failed to download before compiling could start. */
export type DownloadPart = 'compiler' | 'font' | 'data file';

export type WorkerMessage =
  | { type: 'started'; id: number }
  | { type: 'result'; id: number; result: EngineResult | { kind: 'setup-failed'; part: DownloadPart; url: string } };
