import type { DevFigureState } from '@/lib/figures/dev-state';

/**
 * `npm run dev` only: what stands in for a figure that is not in the store yet. The figure
 * watcher of lib/tooling/cli/dev.ts renders it on save and the page reloads; until then, or when
 * it cannot, the author reads why here, at the example.
 */
export function TypstExampleDevNote({ state }: { state: DevFigureState }) {
  if (state.state === 'pending') {
    return (
      <p className="typst-example-note" role="status" data-dev-figure="pending">
        <strong>Rendering this figure…</strong> The page reloads with it when Typst is done.
      </p>
    );
  }
  if (state.state === 'no-packages') {
    return (
      <div className="typst-example-note" role="note" data-dev-figure="no-packages">
        <p>
          <strong>No figure: the Typst packages are missing.</strong> Put Lilaq and its dependencies in <code>.typst-packages/</code> (see
          &ldquo;Rendering figures locally&rdquo; in README.md) or go online so that Typst downloads them, then save this file again.
        </p>
        <pre className="typst-example-dev-message">{state.message}</pre>
      </div>
    );
  }
  return (
    <div className="typst-example-note typst-example-dev-error" role="alert" data-dev-figure={state.state}>
      <p>
        <strong>{state.state === 'error' ? 'Typst could not compile this example.' : 'No figure for this example here.'}</strong>
      </p>
      <pre className="typst-example-dev-message">{state.message}</pre>
    </div>
  );
}
