import { describe, expect, it } from 'vitest';
import { MAX_SHARED_BYTES, readShareHash, shareHash, sharedExampleId } from './share';

const link = async (id: string, code: string) => {
  const out = await shareHash(id, code);
  if (out.kind !== 'link') throw new Error(`expected a link, got ${out.kind}`);
  return out.hash;
};

/** Code that deflate cannot shrink much: pseudo-random letters from a fixed seed. */
function incompressible(chars: number): string {
  let seed = 42;
  let out = '';
  for (let i = 0; i < chars; i++) {
    // xorshift32
    seed ^= seed << 13;
    seed ^= seed >>> 17;
    seed ^= seed << 5;
    out += String.fromCharCode(33 + ((seed >>> 0) % 90));
  }
  return out;
}

describe('share links', () => {
  it('round-trips code, including non-Latin text and emoji, through a URL-safe fragment', async () => {
    const code = '#lq.diagram(\n  title: [Température 温度 📈],\n  lq.plot((1, 2), (3, 4)),\n)\n';
    const hash = await link('ex-3', code);
    expect(hash).toMatch(/^#ex-3:v1:[A-Za-z0-9_-]+$/);
    expect(await readShareHash(hash)).toEqual({ kind: 'code', exampleId: 'ex-3', code });
  });

  it('leaves ordinary anchors alone', async () => {
    expect(await readShareHash('#ex-3')).toBeNull();
    expect(await readShareHash('#parameters')).toBeNull();
    expect(await readShareHash('')).toBeNull();
    expect(sharedExampleId('#ex-12:v1:abc')).toBe('ex-12');
  });

  it('refuses code whose compressed form is over the limit, and keeps it at the limit', async () => {
    expect(await shareHash('ex-1', incompressible(MAX_SHARED_BYTES * 2))).toMatchObject({ kind: 'too-long' });
    const fits = await shareHash('ex-1', incompressible(MAX_SHARED_BYTES - 200));
    expect(fits.kind).toBe('link');
  });

  it('says corrupted for a damaged payload, an unknown version or markup in the fragment', async () => {
    const hash = await link('ex-2', '#lq.diagram()');
    expect(await readShareHash(hash.slice(0, -4) + 'AAAA')).toMatchObject({ kind: 'corrupted', exampleId: 'ex-2' });
    expect(await readShareHash('#ex-2:v9:abc')).toEqual({ kind: 'corrupted', exampleId: 'ex-2' });
    expect(await readShareHash('#ex-2:v1:<img src=x onerror=alert(1)>')).toEqual({ kind: 'corrupted', exampleId: 'ex-2' });
    expect(await readShareHash('#ex-2:v1:%%%')).toEqual({ kind: 'corrupted', exampleId: 'ex-2' });
  });

  it('says too long for an over-long fragment and for a small payload that inflates past the limit', async () => {
    expect(await readShareHash(`#ex-1:v1:${'A'.repeat(30_000)}`)).toEqual({ kind: 'too-long', exampleId: 'ex-1' });
    const bomb = await link('ex-1', ' '.repeat(1_000_000));
    expect(bomb.length).toBeLessThan(3000);
    expect(await readShareHash(bomb)).toEqual({ kind: 'too-long', exampleId: 'ex-1' });
  });
});
