/**
 * Typst packages for the live editor, fetched from a registry with Typst Universe's layout
 * (`{base}/preview/{name}-{version}.tar.gz`). The compiler asks for a package synchronously in
 * the middle of a compile, so the fetch is synchronous too (a sync XHR, allowed in workers).
 */
import type { PackageRegistry, PackageResolveContext, PackageSpec } from '@myriaddreamin/typst.ts/internal.types';

/** Result of fetching one archive: its bytes, 'missing' (the registry has no such package), or an error. */
export type PackageFetch = { ok: true; bytes: Uint8Array } | { ok: false; missing: boolean; reason: string };

export type SyncFetcher = (url: string) => PackageFetch;

export function packageUrl(base: string, spec: PackageSpec): string {
  return `${base.replace(/\/+$/, '')}/${spec.namespace}/${spec.name}-${spec.version}.tar.gz`;
}

/** A writable in-memory file system, as typst.ts's MemoryAccessModel. */
export interface FileSink {
  insertFile(path: string, data: Uint8Array, mtime: Date): void;
}

export class LivePackageRegistry implements PackageRegistry {
  private readonly resolved = new Map<string, string>();
  /** Downloads that failed for another reason than "no such package", since the last reset. */
  failures: Array<{ url: string; reason: string }> = [];

  constructor(
    private readonly base: string,
    private readonly files: FileSink,
    private readonly fetchSync: SyncFetcher,
  ) {}

  resolve(spec: PackageSpec, context: PackageResolveContext): string | undefined {
    if (spec.namespace !== 'preview') return undefined;
    const url = packageUrl(this.base, spec);
    const known = this.resolved.get(url);
    if (known) return known;
    const result = this.fetchSync(url);
    if (!result.ok) {
      // A missing package is the example's mistake and Typst says so; anything else is ours.
      if (!result.missing) this.failures.push({ url, reason: result.reason });
      return undefined;
    }
    const dir = `/@memory/packages/${spec.namespace}/${spec.name}/${spec.version}`;
    // Archives made with `tar -C dir .` name their entries `./x`: same file as `x`.
    context.untar(result.bytes, (path, data, mtime) =>
      this.files.insertFile(`${dir}/${path.replace(/^(\.\/)+/, '')}`, data, new Date(mtime)),
    );
    this.resolved.set(url, dir);
    return dir;
  }
}

/** The browser's synchronous fetcher: a sync XHR (workers only), bytes through a binary string. */
export function xhrFetchSync(url: string): PackageFetch {
  try {
    const request = new XMLHttpRequest();
    request.overrideMimeType('text/plain; charset=x-user-defined');
    request.open('GET', url, false);
    request.send(null);
    if (request.status === 200 && typeof request.response === 'string') {
      return { ok: true, bytes: Uint8Array.from(request.response, (c: string) => c.charCodeAt(0) & 0xff) };
    }
    return { ok: false, missing: request.status === 404, reason: `HTTP ${request.status || 'error'}` };
  } catch (error) {
    return { ok: false, missing: false, reason: (error as Error).message || 'network error' };
  }
}
