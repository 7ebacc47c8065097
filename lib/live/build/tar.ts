/**
 * A minimal ustar writer + gzip: what Typst Universe serves for a package. Used by the tests and
 * the benchmark to build a local package registry at run time (nothing is committed).
 */
import { gzipSync } from 'node:zlib';

export interface TarEntry {
  /** Path inside the archive, with forward slashes (at most 100 bytes). */
  path: string;
  content: Uint8Array | string;
}

function header(path: string, size: number): Uint8Array {
  const h = new Uint8Array(512);
  const put = (offset: number, text: string) => h.set(new TextEncoder().encode(text), offset);
  if (new TextEncoder().encode(path).length > 100) throw new Error(`tar path too long: ${path}`);
  put(0, path);
  put(100, '0000644\0');
  put(108, '0000000\0');
  put(116, '0000000\0');
  put(124, `${size.toString(8).padStart(11, '0')}\0`);
  put(136, '00000000000\0');
  put(148, '        ');
  put(156, '0');
  put(257, 'ustar\0');
  put(263, '00');
  const sum = h.reduce((a, b) => a + b, 0);
  put(148, `${sum.toString(8).padStart(6, '0')}\0 `);
  return h;
}

export function tarGz(entries: readonly TarEntry[]): Uint8Array {
  const parts: Uint8Array[] = [];
  for (const e of entries) {
    const body = typeof e.content === 'string' ? new TextEncoder().encode(e.content) : e.content;
    parts.push(header(e.path, body.length), body, new Uint8Array((512 - (body.length % 512)) % 512));
  }
  parts.push(new Uint8Array(1024));
  return gzipSync(Buffer.concat(parts));
}
