import { sourceUrl } from '@/lib/reference/links';
import type { RefDefinition } from '@/lib/reference/types';
import { ApiText } from './docs-api-text';
import { ApiTypes } from './docs-api-type';

/** `lq.name(x, y, stroke: auto, ..)` with each parameter linking to its entry below. */
export function ApiSignature({ definition }: { definition: RefDefinition }) {
  return (
    <div className="api-signature">
      <p className="api-summary">
        <ApiText text={definition.summary} inline />
      </p>
      {definition.params.length === 0 && !definition.returns ? null : (
        <pre className="api-signature__code" aria-label="Signature">
          <code>
            <span className="api-signature__name">lq.{definition.call}</span>({definition.params.length > 0 ? '\n' : ''}
            {definition.params.map((param) => (
              <span key={param.name} className="api-signature__param">
                {'  '}
                {param.variadic ? '..' : ''}
                <a href={`#${param.name}`}>{param.name}</a>
                {param.kind === 'named' && param.default !== undefined ? `: ${param.default}` : ''},{'\n'}
              </span>
            ))}
            )
            {definition.returns ? (
              <>
                {' -> '}
                <ApiTypes types={definition.returns} />
              </>
            ) : null}
          </code>
        </pre>
      )}
      <p className="api-meta">
        {definition.kind === 'element' ? (
          <span className="api-badge" title="An element: its fields can be set with set rules and restyled with show rules.">
            Element
          </span>
        ) : (
          <span className="api-badge">{definition.kind === 'module' ? 'Module' : 'Function'}</span>
        )}
        <a href={sourceUrl(definition)} target="_blank" rel="noopener noreferrer">
          View source at {definition.source.path}:{definition.source.line}
          <span className="visually-hidden"> (opens in a new tab)</span>
        </a>
      </p>
    </div>
  );
}
