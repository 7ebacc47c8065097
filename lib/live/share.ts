/**
 * Share links: an edited example travels in the page's fragment, `#ex-3:v1:PAYLOAD`, where the
 * payload is the code compressed with deflate (zlib, whose Adler-32 checksum catches a damaged link) and written in base64url. The fragment never
 * reaches a server, and what it decodes to is only ever code: the editor shows it as text and the
 * compiler's worker runs it. Pure apart from the platform's CompressionStream.
 */

import { SHARE_HASH, sharedExampleId } from './share-hash';

export { sharedExampleId };

/** Compressed bytes a link may carry: about 21,800 characters of fragment. */
export const MAX_SHARED_BYTES = 16 * 1024;
/** Decompressed code a link may expand to (a tiny payload can inflate to a huge one). */
export const MAX_SHARED_CODE_CHARS = 200_000;

const VERSION = 'v1';

export type SharedCode =
  { kind: 'code'; exampleId: string; code: string } | { kind: 'too-long'; exampleId: string } | { kind: 'corrupted'; exampleId: string };

const toBase64Url = (bytes: Uint8Array): string => {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
};

const fromBase64Url = (text: string): Uint8Array => {
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  return Uint8Array.from(binary, (c) => c.charCodeAt(0));
};

async function pipe(bytes: Uint8Array, stream: CompressionStream | DecompressionStream, limit: number): Promise<Uint8Array | null> {
  const reader = new Blob([bytes as BlobPart]).stream().pipeThrough(stream).getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.length;
    if (size > limit) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  const out = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    out.set(chunk, at);
    at += chunk.length;
  }
  return out;
}

export type ShareLink = { kind: 'link'; hash: string; bytes: number } | { kind: 'too-long'; bytes: number };

/** The fragment that carries `code` for example `exampleId`, or how far over the limit it is. */
export async function shareHash(exampleId: string, code: string): Promise<ShareLink> {
  const compressed = await pipe(new TextEncoder().encode(code), new CompressionStream('deflate'), Number.POSITIVE_INFINITY);
  const bytes = compressed?.length ?? 0;
  if (!compressed || bytes > MAX_SHARED_BYTES) return { kind: 'too-long', bytes };
  return { kind: 'link', hash: `#${exampleId}:${VERSION}:${toBase64Url(compressed)}`, bytes };
}

/** Reads a share fragment. Null when `hash` is no share link at all (an ordinary anchor). */
export async function readShareHash(hash: string): Promise<SharedCode | null> {
  const exampleId = sharedExampleId(hash);
  if (!exampleId) return null;
  const match = SHARE_HASH.exec(hash);
  if (!match) return { kind: 'corrupted', exampleId };
  const payload = match[2] ?? '';
  if (payload.length > Math.ceil((MAX_SHARED_BYTES * 4) / 3)) return { kind: 'too-long', exampleId };
  try {
    const code = await pipe(fromBase64Url(payload), new DecompressionStream('deflate'), MAX_SHARED_CODE_CHARS * 4);
    if (!code) return { kind: 'too-long', exampleId };
    const text = new TextDecoder('utf-8', { fatal: true }).decode(code);
    if (text.length > MAX_SHARED_CODE_CHARS) return { kind: 'too-long', exampleId };
    return { kind: 'code', exampleId, code: text };
  } catch {
    return { kind: 'corrupted', exampleId };
  }
}
