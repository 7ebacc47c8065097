/**
 * Benchmark of the figure pipeline (not a test): render every example in both variants, cold
 * (new compiler) and warm (same compiler again), through the production path, and measure output sizes for the chosen
 * post-processing and the alternatives it was chosen over.
 */
import os from 'node:os';
import { gzipSync } from 'node:zlib';
import type { ProjectPaths } from '../config';
import { VARIANTS } from '../hash';
import type { PreparedExample } from '../prepare';
import { minifySvg } from './svg';
import { RenderPool } from './render-pool';
import { createTypstRenderer } from '../compiler';
import { updateStore } from './update-store';

export interface SizeStats {
  count: number;
  medianRaw: number;
  maxRaw: number;
  totalRaw: number;
  medianGzip: number;
  maxGzip: number;
  totalGzip: number;
}

export interface BenchResult {
  date: string;
  cpus: number;
  examples: number;
  figures: number;
  unavailable: number;
  coldMs: number;
  warmMs: number;
  /** CPU time of the whole process (all threads): less sensitive to other load on the machine. */
  coldCpuMs: number;
  warmCpuMs: number;
  /** 1-minute load average when the benchmark ended. */
  loadAverage: number;
  /** Sizes of the committed output (plainSvg + svgo, precision 2, multipass), by variant and overall. */
  sizes: Record<string, SizeStats>;
  /** The same figures through alternative pipelines (light + dark). */
  alternatives: Record<string, SizeStats>;
  /** Post-processing time per figure (svg.ts). */
  minifyMsPerFigure: number;
}

export function median(values: readonly number[]): number {
  if (values.length === 0) return 0;
  const s = [...values].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
}

export function sizeStats(svgs: readonly string[]): SizeStats {
  const raw = svgs.map((s) => Buffer.byteLength(s));
  const gz = svgs.map((s) => gzipSync(s, { level: 9 }).byteLength);
  const sum = (a: number[]) => a.reduce((x, y) => x + y, 0);
  return {
    count: svgs.length,
    medianRaw: median(raw),
    maxRaw: Math.max(0, ...raw),
    totalRaw: sum(raw),
    medianGzip: median(gz),
    maxGzip: Math.max(0, ...gz),
    totalGzip: sum(gz),
  };
}

export async function runBench(paths: ProjectPaths, examples: readonly PreparedExample[]): Promise<BenchResult> {
  // Cold: new compiler (packages, fonts, Lilaq evaluated from scratch); warm: same compiler again.
  // Both go through updateStore (compile + worker-thread svgo), forced, writing nothing.
  const chosen: Array<{ variant: string; svg: string }> = [];
  const t0 = performance.now();
  const cpu0 = process.cpuUsage();
  const pool = new RenderPool(paths.packageRoot);
  const cold = await updateStore({
    paths,
    force: true,
    dryRun: true,
    pool,
    onFigure: (file, svg) => chosen.push({ variant: file.endsWith('-dark.svg') ? 'dark' : 'light', svg }),
  });
  const coldMs = performance.now() - t0;
  const cpu1 = process.cpuUsage(cpu0);
  const coldCpuMs = (cpu1.user + cpu1.system) / 1000;
  if (cold.errors.length > 0) throw new Error(cold.errors.join('\n'));
  const t1 = performance.now();
  const cpu2 = process.cpuUsage();
  await updateStore({ paths, force: true, dryRun: true, pool });
  const warmMs = performance.now() - t1;
  const cpu3 = process.cpuUsage(cpu2);
  const warmCpuMs = (cpu3.user + cpu3.system) / 1000;
  await pool.close();
  const renderer = createTypstRenderer({ packageRoot: paths.packageRoot });

  const rich: string[] = [];
  const plain: string[] = [];
  const p1: string[] = [];
  const p3: string[] = [];
  let minifyMs = 0;
  for (const ex of examples) {
    for (const variant of VARIANTS) {
      const plan = ex.variants[variant];
      const r = renderer.compile(plan.source, ex.data, { format: 'rich' });
      const p = renderer.compile(plan.source, ex.data);
      if (!r.ok || !p.ok) continue;
      rich.push(r.svg);
      plain.push(p.svg);
      const t = performance.now();
      minifySvg(p.svg);
      minifyMs += performance.now() - t;
      p1.push(minifySvg(p.svg, 1).svg);
      p3.push(minifySvg(p.svg, 3).svg);
    }
  }
  const all = chosen.map((o) => o.svg);
  return {
    date: new Date().toISOString(),
    cpus: (globalThis.navigator as { hardwareConcurrency?: number } | undefined)?.hardwareConcurrency ?? 0,
    examples: examples.length,
    figures: chosen.length,
    unavailable: cold.unavailable.length,
    coldMs,
    warmMs,
    coldCpuMs,
    warmCpuMs,
    loadAverage: os.loadavg()[0]!,
    sizes: {
      all: sizeStats(all),
      light: sizeStats(chosen.filter((o) => o.variant === 'light').map((o) => o.svg)),
      dark: sizeStats(chosen.filter((o) => o.variant === 'dark').map((o) => o.svg)),
    },
    alternatives: {
      'svg() raw': sizeStats(rich),
      'plainSvg() raw': sizeStats(plain),
      'plainSvg + svgo p3': sizeStats(p3),
      'plainSvg + svgo p2 (used)': sizeStats(all),
      'plainSvg + svgo p1': sizeStats(p1),
    },
    minifyMsPerFigure: minifyMs / Math.max(1, plain.length),
  };
}
