import type { ChangeEntry, StepSummary } from '@/lib/compare/what-changed';
import { CompareMark } from './compare-mark';
import { SiteLink } from './site-link';
import './compare.css';

const COUNTS: readonly { key: keyof StepSummary['counts']; label: string }[] = [
  { key: 'definitionsAdded', label: 'definitions added' },
  { key: 'parametersAdded', label: 'parameters added' },
  { key: 'defaultsChanged', label: 'defaults changed' },
  { key: 'breaking', label: 'breaking changes' },
  { key: 'definitionsRemoved', label: 'definitions removed' },
  { key: 'parametersRemoved', label: 'parameters removed' },
  { key: 'typesChanged', label: 'parameters with changed types' },
];

/** The id of a step's section: `0.5.0-to-0.6.0`. */
export const stepId = (step: { from: string; to: string }) => `${step.from}-to-${step.to}`;

function Entry({ entry, step }: { entry: ChangeEntry; step: StepSummary }) {
  const name = (
    <>
      <code>lq.{entry.definition}</code>
      {entry.param ? (
        <>
          {' '}
          <code>{entry.param}</code>
        </>
      ) : null}
    </>
  );
  return (
    <li>
      {entry.reference ? <SiteLink href={entry.reference}>{name}</SiteLink> : name}
      {entry.default ? (
        <>
          : <code>{entry.default.from ?? 'none'}</code> → <code>{entry.default.to ?? 'none'}</code>
        </>
      ) : null}
      {entry.types?.added.length ? <> · accepts {entry.types.added.join(', ')}</> : null}
      {entry.types?.removed.length ? <> · no longer {entry.types.removed.join(', ')}</> : null}
      {entry.breaking ? (
        <>
          {' '}
          <CompareMark kind="removed">breaking</CompareMark>
        </>
      ) : null}
      {entry.compare ? (
        <>
          {' · '}
          <SiteLink href={entry.compare}>
            compare<span className="visually-hidden">{` lq.${entry.definition} in ${step.from} and ${step.to}`}</span>
          </SiteLink>
        </>
      ) : null}
    </li>
  );
}

/** One release step: its counts, then each change linking its reference entry and its comparison. */
export function WhatChangedStep({ step, upgrade }: { step: StepSummary; upgrade?: string }) {
  const id = stepId(step);
  return (
    <section aria-labelledby={id}>
      <h2 id={id}>
        From {step.from} to {step.to}
      </h2>
      <ul className="what-changed-counts" aria-label={`Counts from ${step.from} to ${step.to}`}>
        {COUNTS.map(({ key, label }) => (
          <li key={key} data-count={key}>
            <strong>{step.counts[key]}</strong> {label}
          </li>
        ))}
      </ul>
      {step.counts.breaking === 0 ? (
        <p>
          No change of a signature breaks a call written for {step.from}: no definition or parameter was removed and no parameter stopped
          accepting a type.
          {upgrade ? (
            <>
              {' '}
              What behaves differently is on{' '}
              <SiteLink href={upgrade}>
                the upgrade page from {step.from} to {step.to}
              </SiteLink>
              .
            </>
          ) : null}
        </p>
      ) : (
        <>
          <h3 id={`${id}-breaking`}>Breaking changes</h3>
          <ul className="what-changed-entries">
            {step.breaking.map((entry, i) => (
              <Entry key={i} entry={entry} step={step} />
            ))}
          </ul>
        </>
      )}
      {step.groups.map((group) => (
        <div key={group.kind}>
          <h3 id={`${id}-${group.kind}`}>{group.title}</h3>
          <ul className="what-changed-entries">
            {group.entries.map((entry, i) => (
              <Entry key={i} entry={entry} step={step} />
            ))}
          </ul>
        </div>
      ))}
    </section>
  );
}
