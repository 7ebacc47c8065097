/**
 * Confirms claims of the history by compiling (`npm run history:check`, not part of CI): each
 * claim of lib/reference/history-claims.ts is compiled with the tag before the change and with the
 * tag of the change, and the outcome written to lib/reference/history-confirmed.json.
 *
 * It needs every tag's packages in `.typst-packages/typst/packages/preview/` (lilaq 0.1.0 … 0.6.0
 * and the zero, tiptoe, elembic and komet versions their `src/` imports); it neither downloads nor
 * assembles them, and stops when one is missing.
 */
import fs from 'node:fs';
import path from 'node:path';
import prettier from 'prettier';
import { createTypstRenderer, type CompileOutcome } from '../../figures/compiler';
import { historyClaims, withArg, type HistoryClaim } from '../../reference/history-claims';

const root = path.resolve(import.meta.dirname, '../../..');
const packageRoot = path.join(root, '.typst-packages');
const out = path.join(root, 'lib/reference/history-confirmed.json');

const tags = [...new Set(historyClaims.flatMap((c) => [c.before, c.release]))];
const missing = tags.filter((tag) => !fs.existsSync(path.join(packageRoot, 'typst/packages/preview/lilaq', tag, 'typst.toml')));
if (missing.length > 0) {
  console.error(
    `history:check needs lilaq ${missing.join(', ')} in .typst-packages/typst/packages/preview/lilaq/ (see lib/reference/README.md)`,
  );
  process.exit(1);
}

const renderer = createTypstRenderer({ packageRoot });
const compile = (tag: string, body: string): CompileOutcome =>
  renderer.compile(`#import "@preview/lilaq:${tag}" as lq\n#set page(width: auto, height: auto, margin: 5pt)\n${body}\n`);

/** An error that says the name or argument is not there (as opposed to any other failure). */
const rejects = (outcome: CompileOutcome) =>
  !outcome.ok &&
  outcome.diagnostics.some((d) =>
    /unexpected argument|unexpected named argument|unknown named field|does not contain|unknown variable|unknown field/i.test(d.message),
  );
const firstError = (outcome: CompileOutcome) => (outcome.ok ? 'compiles' : (outcome.diagnostics[0]?.message ?? 'fails'));
/** Two snippets draw the same figure under a tag. */
const same = (tag: string, a: string, b: string) => {
  const [x, y] = [compile(tag, a), compile(tag, b)];
  return {
    same: x.ok && y.ok && x.svg === y.svg,
    detail: x.ok && y.ok ? (x.svg === y.svg ? 'same figure' : 'figures differ') : firstError(x.ok ? y : x),
  };
};

export interface ConfirmedClaim {
  claim: string;
  kind: HistoryClaim['kind'];
  definition: string;
  param?: string;
  release: string;
  snippet: string;
  tags: { before: string; at: string };
  /** What each tag did with the snippet. */
  observed: { before: string; at: string };
  result: 'confirmed' | 'failed';
}

function describe(claim: HistoryClaim): string {
  const name = `lq.${claim.definition}${claim.param ? `.${claim.param}` : ''}`;
  if (claim.kind === 'since') return `${claim.param ? `\`${claim.param}\` of lq.${claim.definition}` : name} is new in ${claim.release}`;
  if (claim.kind === 'removed') return `\`${claim.param}\` of lq.${claim.definition} is gone in ${claim.release}`;
  return `the default of \`${claim.param}\` of lq.${claim.definition} changed${claim.from ? ` from \`${claim.from}\`` : ''} to \`${claim.to}\` in ${claim.release}`;
}

function check(claim: HistoryClaim): ConfirmedClaim {
  const base = {
    claim: describe(claim),
    kind: claim.kind,
    definition: claim.definition,
    ...(claim.param ? { param: claim.param } : {}),
    release: claim.release,
    tags: { before: claim.before, at: claim.release },
  };
  if (claim.kind === 'since' && claim.by === 'effect') {
    const [omitted, given] = [withArg(claim.snippet, undefined), withArg(claim.snippet, claim.arg)];
    const before = same(claim.before, omitted, given);
    const at = same(claim.release, omitted, given);
    const ok = before.same && !at.same && at.detail === 'figures differ';
    const observed = (detail: string) => `without the argument and with \`${claim.arg}\`: ${detail}`;
    return {
      ...base,
      snippet: given,
      observed: { before: observed(before.detail), at: observed(at.detail) },
      result: ok ? 'confirmed' : 'failed',
    };
  }
  if (claim.kind === 'since' || claim.kind === 'removed') {
    const snippet = withArg(claim.snippet, claim.arg);
    const before = compile(claim.before, snippet);
    const at = compile(claim.release, snippet);
    const ok = claim.kind === 'since' ? rejects(before) && at.ok : before.ok && rejects(at);
    return { ...base, snippet, observed: { before: firstError(before), at: firstError(at) }, result: ok ? 'confirmed' : 'failed' };
  }
  const arg = (value: string) => `${claim.param}: ${value}`;
  const omitted = withArg(claim.snippet, undefined);
  const before = claim.from === undefined ? undefined : same(claim.before, omitted, withArg(claim.snippet, arg(claim.from)));
  const at = same(claim.release, omitted, withArg(claim.snippet, arg(claim.to)));
  return {
    ...base,
    snippet: claim.snippet,
    observed: {
      before: before
        ? `without the argument and with \`${arg(claim.from!)}\`: ${before.detail}`
        : 'not compiled (the old default has no name)',
      at: `without the argument and with \`${arg(claim.to)}\`: ${at.detail}`,
    },
    result: (before?.same ?? true) && at.same ? 'confirmed' : 'failed',
  };
}

const results = historyClaims.map((claim) => {
  const result = check(claim);
  console.log(
    `${result.result === 'confirmed' ? 'ok  ' : 'FAIL'} ${result.claim}\n     ${result.tags.before}: ${result.observed.before}\n     ${result.tags.at}: ${result.observed.at}`,
  );
  return result;
});
const json = await prettier.format(JSON.stringify(results), { ...(await prettier.resolveConfig(out)), parser: 'json' });
fs.writeFileSync(out, json);
const confirmed = results.filter((r) => r.result === 'confirmed').length;
console.log(`\n${confirmed} confirmed, ${results.length - confirmed} failed; wrote ${path.relative(root, out)}`);
