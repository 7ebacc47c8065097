/**
 * The "What changed" page's model: for each release step, its counts and one entry per change,
 * each with the reference entry it is about (the right release's page and anchor) and the
 * comparison of that page. Built from `releaseSteps` (the facts), never typed by hand. Pure: the
 * docs pages are found through a `PageLocator`.
 */
import { comparePath } from './routes';
import type { DefinitionDiff, ParamDiff } from './facts-diff';
import type { ReleaseStep, StepCounts } from './release-steps';

/** How the docs of a release are found. */
export interface PageLocator {
  /** The reference page of a definition in a release: its URL (that release's) and slug; undefined when it has none. */
  referencePage(definition: string, release: string): { url: string; slug: string } | undefined;
  /** Whether a release's docs have the page of that slug (a comparison needs both). */
  hasPage(slug: string, release: string): boolean;
}

export type ChangeKind =
  'definition-added' | 'definition-removed' | 'parameter-added' | 'parameter-removed' | 'default-changed' | 'types-changed';

export interface ChangeEntry {
  kind: ChangeKind;
  definition: string;
  param?: string;
  /** For a default: both values (Typst syntax); for types: the types dropped and added. */
  default?: { from?: string; to?: string };
  types?: { removed: string[]; added: string[] };
  breaking: boolean;
  /** The reference entry: the later release's page (the earlier one's for a removal), with the parameter's anchor. */
  reference?: string;
  /** The comparison of the reference page, when both releases have it. */
  compare?: string;
}

export interface ChangeGroup {
  kind: ChangeKind;
  title: string;
  entries: ChangeEntry[];
}

export interface StepSummary {
  from: string;
  to: string;
  counts: StepCounts;
  groups: ChangeGroup[];
  /** Every breaking entry, from all groups. */
  breaking: ChangeEntry[];
}

const GROUP_TITLES: Readonly<Record<ChangeKind, string>> = {
  'definition-added': 'New definitions',
  'definition-removed': 'Removed definitions',
  'parameter-added': 'New parameters',
  'parameter-removed': 'Removed parameters',
  'default-changed': 'Changed defaults',
  'types-changed': 'Changed types',
};

function paramEntries(definition: DefinitionDiff, param: ParamDiff): Omit<ChangeEntry, 'reference' | 'compare'>[] {
  const base = { definition: definition.name, param: param.name, breaking: param.breaking };
  if (param.status === 'added') return [{ ...base, kind: 'parameter-added' }];
  if (param.status === 'removed') return [{ ...base, kind: 'parameter-removed' }];
  const entries: Omit<ChangeEntry, 'reference' | 'compare'>[] = [];
  if (param.default) entries.push({ ...base, kind: 'default-changed', default: param.default, breaking: false });
  if (param.types) entries.push({ ...base, kind: 'types-changed', types: param.types });
  // A change of kind or a newly required parameter shows nowhere else; it is a change of types to a reader.
  if (!param.default && !param.types && param.breaking) entries.push({ ...base, kind: 'types-changed', types: { removed: [], added: [] } });
  return entries;
}

/** One step's changes as the page lists them. */
export function summarizeStep(step: ReleaseStep, pages: PageLocator): StepSummary {
  const entries: ChangeEntry[] = [];
  for (const definition of step.diffs) {
    const raw: Omit<ChangeEntry, 'reference' | 'compare'>[] =
      definition.status === 'added'
        ? [{ kind: 'definition-added', definition: definition.name, breaking: false }]
        : definition.status === 'removed'
          ? [{ kind: 'definition-removed', definition: definition.name, breaking: true }]
          : definition.params.filter((param) => param.status !== 'same').flatMap((param) => paramEntries(definition, param));
    const removal = definition.status === 'removed';
    const page = pages.referencePage(definition.name, removal ? step.from : step.to);
    const both = page !== undefined && pages.hasPage(page.slug, step.from) && pages.hasPage(page.slug, step.to);
    for (const entry of raw) {
      const gone = entry.kind === 'parameter-removed' || entry.kind === 'definition-removed';
      // A removed parameter's anchor is on the earlier release's page.
      const at = gone && !removal ? pages.referencePage(definition.name, step.from) : page;
      entries.push({
        ...entry,
        ...(at ? { reference: entry.param ? `${at.url}#${entry.param}` : at.url } : {}),
        ...(both && page ? { compare: comparePath(step.from, step.to, page.slug) + (entry.param ? `#${entry.param}` : '') } : {}),
      });
    }
  }
  const groups = (Object.keys(GROUP_TITLES) as ChangeKind[])
    .map((kind) => ({ kind, title: GROUP_TITLES[kind], entries: entries.filter((entry) => entry.kind === kind) }))
    .filter((group) => group.entries.length > 0);
  return { from: step.from, to: step.to, counts: step.counts, groups, breaking: entries.filter((entry) => entry.breaking) };
}
