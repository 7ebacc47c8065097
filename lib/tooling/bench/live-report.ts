/** Prints and stores the live-editor benchmark (lib/tooling/bench/live.ts) as `.bench/live.json`. */
import fs from 'node:fs';
import path from 'node:path';
import { runLiveBench } from './live';

/** Runs the live-editor bench; returns the targets it missed. */
export async function runLivePart(root: string): Promise<string[]> {
  const r = await runLiveBench(root);
  const ms = (n: number) => `${Math.round(n)} ms`;
  const mb = (n: number) => `${(n / 1024 / 1024).toFixed(2)} MB`;
  const verdict = (ok: boolean) => (ok ? 'within target' : 'OVER TARGET');
  console.log(
    `live cold (${r.cold.page}, Edit → first live figure): ${ms(r.cold.ms)} (target ${ms(r.targets.coldMs)}: ${verdict(r.cold.ms <= r.targets.coldMs)})`,
  );
  console.log(`  downloaded for it: ${mb(r.cold.bytes)} in ${r.cold.requests.length} requests`);
  for (const q of [...r.cold.requests].sort((a, b) => b.bytes - a.bytes).slice(0, 12)) {
    console.log(`    ${mb(q.bytes).padStart(9)}  ${q.url.replace(/^https?:\/\/[^/]+/, '')}`);
  }
  console.log(
    `live warm (keystroke → updated figure, ${r.warm.samples} edits): p50 ${ms(r.warm.p50Ms)}, p95 ${ms(r.warm.p95Ms)}, max ${ms(r.warm.maxMs)} (target p95 ${ms(r.targets.warmP95Ms)}: ${verdict(r.warm.p95Ms <= r.targets.warmP95Ms)})`,
  );
  for (const [page, samples] of Object.entries(r.warm.perPage))
    console.log(`  ${page.padEnd(30)} ${samples.map((s) => Math.round(s)).join(' ')}`);
  console.log(
    `live completion (\`.\` of \`lq.\` → list shown, ${r.completion.samples} tries): p50 ${ms(r.completion.p50Ms)}, p95 ${ms(r.completion.p95Ms)}, max ${ms(r.completion.maxMs)} (target p95 ${ms(r.targets.completionP95Ms)}: ${verdict(r.completion.p95Ms <= r.targets.completionP95Ms)})`,
  );
  console.log(
    `live upgrade (${r.upgrade.page}, "Try with 0.6.0" → 0.6.0 figure, ${r.upgrade.samples.length} page loads): median ${ms(r.upgrade.medianMs)}, range ${ms(r.upgrade.minMs)}–${ms(r.upgrade.maxMs)} (target median ${ms(r.targets.upgradeMedianMs)}: ${verdict(r.upgrade.medianMs <= r.targets.upgradeMedianMs)})`,
  );
  console.log(`  ${r.upgrade.samples.map((s) => Math.round(s)).join(' ')}`);
  console.log(`host benchmarkIndex ${Math.round(r.hostIndex)} (Lighthouse's measure; the budgets are this host's milliseconds)`);
  console.log(`load average at the end: ${r.loadAverage.toFixed(2)} on ${r.cpus} CPUs (other processes share them)`);
  const out = path.join(root, '.bench', 'live.json');
  fs.mkdirSync(path.dirname(out), { recursive: true });
  fs.writeFileSync(out, `${JSON.stringify(r, null, 2)}\n`);
  console.log(`written ${path.relative(root, out)}`);
  const missed: string[] = [];
  if (r.cold.ms > r.targets.coldMs) missed.push(`live cold ${ms(r.cold.ms)} (budget ≤ ${ms(r.targets.coldMs)})`);
  if (r.warm.p95Ms > r.targets.warmP95Ms) missed.push(`live warm p95 ${ms(r.warm.p95Ms)} (budget ≤ ${ms(r.targets.warmP95Ms)})`);
  if (r.completion.p95Ms > r.targets.completionP95Ms)
    missed.push(`live completion p95 ${ms(r.completion.p95Ms)} (budget ≤ ${ms(r.targets.completionP95Ms)})`);
  if (r.upgrade.medianMs > r.targets.upgradeMedianMs)
    missed.push(`live upgrade median ${ms(r.upgrade.medianMs)} (budget ≤ ${ms(r.targets.upgradeMedianMs)})`);
  return missed;
}
