/**
 * Finds complete OpenType/TrueType fonts inside a binary (the native Typst compiler embeds its
 * default fonts verbatim). Used at build time to serve exactly the fonts the prerendered figures
 * were set with, without keeping font files in the repository.
 */

export interface EmbeddedFont {
  /** PostScript name from the font's `name` table, e.g. `LibertinusSerif-Regular`. */
  postscriptName: string;
  /** 'otf' for CFF outlines (`OTTO`), 'ttf' for TrueType outlines. */
  kind: 'otf' | 'ttf';
  bytes: Uint8Array;
}

const SIGNATURES: ReadonlyArray<{ tag: number; kind: EmbeddedFont['kind'] }> = [
  { tag: 0x00010000, kind: 'ttf' },
  { tag: 0x4f54544f, kind: 'otf' },
];

function readNameRecord(view: DataView, nameOffset: number, nameId: number): string | undefined {
  const count = view.getUint16(nameOffset + 2);
  const strings = nameOffset + view.getUint16(nameOffset + 4);
  for (let k = 0; k < count; k++) {
    const r = nameOffset + 6 + k * 12;
    // Windows platform, Unicode BMP: UTF-16BE.
    if (view.getUint16(r) !== 3 || view.getUint16(r + 6) !== nameId) continue;
    const length = view.getUint16(r + 8);
    const start = strings + view.getUint16(r + 10);
    let s = '';
    for (let j = 0; j < length; j += 2) s += String.fromCharCode(view.getUint16(start + j));
    return s;
  }
  return undefined;
}

/** Parses the table directory at `start`; returns the font or undefined when it isn't one. */
function fontAt(view: DataView, start: number, kind: EmbeddedFont['kind']): EmbeddedFont | undefined {
  if (start + 12 > view.byteLength) return undefined;
  const numTables = view.getUint16(start + 4);
  if (numTables < 4 || numTables > 64) return undefined;
  // searchRange must be (largest power of two ≤ numTables) × 16: rules out random matches.
  if (view.getUint16(start + 6) !== 2 ** Math.floor(Math.log2(numTables)) * 16) return undefined;
  let end = 0;
  let nameOffset: number | undefined;
  for (let t = 0; t < numTables; t++) {
    const rec = start + 12 + t * 16;
    if (rec + 16 > view.byteLength) return undefined;
    const tag = String.fromCharCode(view.getUint8(rec), view.getUint8(rec + 1), view.getUint8(rec + 2), view.getUint8(rec + 3));
    if (!/^[\x20-\x7e]{4}$/.test(tag)) return undefined;
    const offset = view.getUint32(rec + 8);
    const length = view.getUint32(rec + 12);
    end = Math.max(end, offset + length);
    if (tag === 'name') nameOffset = start + offset;
  }
  if (nameOffset === undefined || start + end > view.byteLength) return undefined;
  const postscriptName = readNameRecord(view, nameOffset, 6);
  if (!postscriptName) return undefined;
  return { postscriptName, kind, bytes: new Uint8Array(view.buffer, view.byteOffset + start, end) };
}

/** Every font embedded in `binary`, in file order. */
export function findEmbeddedFonts(binary: Uint8Array): EmbeddedFont[] {
  const view = new DataView(binary.buffer, binary.byteOffset, binary.byteLength);
  const found: Array<EmbeddedFont & { at: number }> = [];
  for (const { tag, kind } of SIGNATURES) {
    const b = [tag >>> 24, (tag >>> 16) & 0xff, (tag >>> 8) & 0xff, tag & 0xff] as const;
    for (let i = 0; i + 12 <= binary.length; i++) {
      if (binary[i] !== b[0] || binary[i + 1] !== b[1] || binary[i + 2] !== b[2] || binary[i + 3] !== b[3]) continue;
      const font = fontAt(view, i, kind);
      if (font) {
        found.push({ ...font, at: i });
        i += font.bytes.byteLength - 1;
      }
    }
  }
  return found.sort((a, b) => a.at - b.at).map(({ postscriptName, kind, bytes }) => ({ postscriptName, kind, bytes }));
}
