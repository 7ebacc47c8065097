/**
 * The steps from each release to the next, with what each changed. The diffs come through
 * `ReleaseDiffSource`, so that a longer history (every tag since 0.1.0) can replace the two
 * releases the site documents without touching the pages that read it.
 */
import { factReleases, factsOf } from '../reference/documented-facts';
import { compareVersions } from '../docs/versions';
import { diffFacts, type DefinitionDiff } from './facts-diff';

/** Where the diffs come from: the releases, oldest first, and what changed from one to another. */
export interface ReleaseDiffSource {
  releases: readonly string[];
  diff(before: string, after: string): DefinitionDiff[];
}

/** The releases the site has facts for (lib/reference/facts), diffed directly. */
export const factsDiffSource: ReleaseDiffSource = {
  releases: [...factReleases].sort(compareVersions),
  diff: (before, after) => diffFacts(factsOf(before), factsOf(after)),
};

export interface StepCounts {
  definitionsAdded: number;
  definitionsRemoved: number;
  parametersAdded: number;
  parametersRemoved: number;
  defaultsChanged: number;
  typesChanged: number;
  /** Changes that can make code written for the earlier release fail: removed definitions, and each breaking parameter change. */
  breaking: number;
}

export interface ReleaseStep {
  from: string;
  to: string;
  /** Only the definitions that changed. */
  diffs: DefinitionDiff[];
  counts: StepCounts;
}

/** What a step's diffs add up to. */
export function countStep(diffs: readonly DefinitionDiff[]): StepCounts {
  const params = diffs.flatMap((definition) => definition.params);
  return {
    definitionsAdded: diffs.filter((definition) => definition.status === 'added').length,
    definitionsRemoved: diffs.filter((definition) => definition.status === 'removed').length,
    parametersAdded: params.filter((param) => param.status === 'added').length,
    parametersRemoved: params.filter((param) => param.status === 'removed').length,
    defaultsChanged: params.filter((param) => param.default !== undefined).length,
    typesChanged: params.filter((param) => param.types !== undefined).length,
    breaking: diffs.filter((definition) => definition.status === 'removed').length + params.filter((param) => param.breaking).length,
  };
}

/** Each release to the next, newest step first. */
export function releaseSteps(source: ReleaseDiffSource = factsDiffSource): ReleaseStep[] {
  const steps: ReleaseStep[] = [];
  for (let i = 1; i < source.releases.length; i++) {
    const from = source.releases[i - 1] as string;
    const to = source.releases[i] as string;
    const diffs = source.diff(from, to).filter((definition) => definition.status !== 'same');
    steps.push({ from, to, diffs, counts: countStep(diffs) });
  }
  return steps.reverse();
}

/** The step between two releases (either order), or undefined when the source has no such pair. */
export function stepBetween(from: string, to: string, source: ReleaseDiffSource = factsDiffSource): DefinitionDiff[] | undefined {
  if (!source.releases.includes(from) || !source.releases.includes(to)) return undefined;
  return source.diff(from, to);
}
