import { AnchorHeading } from '@/components/anchor-heading';
import { StaticMarkup } from '@/components/static-markup';
import type { RefDefinition } from '@/lib/reference/types';
import { ApiText } from './docs-api-text';
import { ApiTypes } from './docs-api-type';

/**
 * The parameter list: one h3 per parameter (its anchor), with kind, types, default and meaning.
 * It never changes after the build, so it reaches React as finished HTML.
 */
export function ApiParameters({ definition }: { definition: RefDefinition }) {
  if (definition.params.length === 0) return null;
  return (
    <StaticMarkup as="section" className="api-params" aria-labelledby="parameters">
      <AnchorHeading as="h2" id="parameters" label="Parameters">
        Parameters
      </AnchorHeading>
      {definition.params.map((param) => (
        <div key={param.name} className="api-param">
          <AnchorHeading as="h3" id={param.name} label={`parameter ${param.name}`} className="api-param__name">
            <code>
              {param.variadic ? '..' : ''}
              {param.name}
            </code>
          </AnchorHeading>
          <p className="api-param__facts">
            <span className="api-tag">
              {param.variadic ? 'variadic ' : ''}
              {param.kind}
            </span>
            {param.required ? <span className="api-tag api-tag--required">required</span> : null}
            {param.settable ? <span className="api-tag">settable</span> : null}
            <ApiTypes types={param.types} />
          </p>
          <ApiText text={param.description} />
          {param.default !== undefined ? (
            <p className="api-param__default">
              Default: <code>{param.default}</code>
            </p>
          ) : null}
        </div>
      ))}
    </StaticMarkup>
  );
}
