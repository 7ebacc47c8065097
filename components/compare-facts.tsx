import type { DefinitionDiff, ParamDiff } from '@/lib/compare/facts-diff';
import type { FactParam } from '@/lib/reference/facts-types';
import { CompareMark, type MarkKind } from './compare-mark';

const MARK: Readonly<Record<ParamDiff['status'], MarkKind>> = { added: 'added', removed: 'removed', changed: 'changed', same: 'same' };

/** A parameter's facts in one release: kind, default and types; a dash where the release lacks it. */
function FactCell({ param, label }: { param: FactParam | undefined; label: string }) {
  if (!param)
    return (
      <td data-label={label} className="compare-facts__none">
        Not in {label}
      </td>
    );
  return (
    <td data-label={label}>
      <dl className="compare-facts__fact">
        <dt>Default</dt>
        <dd>{param.default === undefined ? param.required ? 'required' : 'none' : <code>{param.default}</code>}</dd>
        <dt>Types</dt>
        <dd>
          {param.types.map((type, i) => (
            <span key={type}>
              {i > 0 ? ' | ' : null}
              <code>{type}</code>
            </span>
          ))}
        </dd>
      </dl>
    </td>
  );
}

/** What changed about a parameter, in words. */
function ChangeCell({ param, from, to }: { param: ParamDiff; from: string; to: string }) {
  const notes: React.ReactNode[] = [];
  if (param.status === 'added') notes.push(<CompareMark kind="added">New in {to}</CompareMark>);
  if (param.status === 'removed') notes.push(<CompareMark kind="removed">Removed in {to}</CompareMark>);
  if (param.default) notes.push(<CompareMark kind="changed">Default changed</CompareMark>);
  if (param.types?.added.length) notes.push(<CompareMark kind="added">Accepts {param.types.added.join(', ')}</CompareMark>);
  if (param.types?.removed.length) notes.push(<CompareMark kind="removed">No longer {param.types.removed.join(', ')}</CompareMark>);
  if (param.status === 'changed' && notes.length === 0) notes.push(<CompareMark kind="changed">Changed</CompareMark>);
  if (param.breaking) notes.push(<CompareMark kind="removed">Can break code written for {from}</CompareMark>);
  if (notes.length === 0) notes.push(<CompareMark kind="same">Same</CompareMark>);
  return (
    <td data-label="Change" className="compare-facts__change">
      {notes.map((note, i) => (
        <span key={i}>{note} </span>
      ))}
    </td>
  );
}

/** A reference page's parameters in both releases side by side, each row marked. */
export function CompareFacts({ definition, from, to }: { definition: DefinitionDiff; from: string; to: string }) {
  if (definition.params.length === 0) return <p>{`lq.${definition.name}`} takes no parameters in either release.</p>;
  return (
    <table className="compare-facts">
      <caption className="visually-hidden">
        Parameters of lq.{definition.name} in Lilaq {from} and {to}
      </caption>
      <thead>
        <tr>
          <th scope="col">Parameter</th>
          <th scope="col">Lilaq {from}</th>
          <th scope="col">Lilaq {to}</th>
          <th scope="col">Change</th>
        </tr>
      </thead>
      <tbody>
        {definition.params.map((param) => (
          <tr key={param.name} id={param.name} className={`compare-row compare-row--${MARK[param.status]}`}>
            <th scope="row">
              <code>{param.name}</code>
            </th>
            <FactCell param={param.before} label={from} />
            <FactCell param={param.after} label={to} />
            <ChangeCell param={param} from={from} to={to} />
          </tr>
        ))}
      </tbody>
    </table>
  );
}
