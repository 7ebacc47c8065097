import type { ReactNode } from 'react';
import { failureText, type CompileFailure } from '@/lib/figures/failure';
import { CopyButton } from './copy-button.client';

export interface TypstFailureProps {
  id?: string;
  code: string;
  failure: CompileFailure;
  /** The highlighted code (the site's Shiki step). */
  children?: ReactNode;
}

/**
 * A failing example (` ```typ example fails `): the code, and under it the message Typst gives for
 * it, as `npm run figures` stored it (lib/figures/failure.ts). Static HTML: no figure, nothing to
 * edit or download; the code can be copied to reproduce the message.
 */
export function TypstFailure({ id, code, failure, children }: TypstFailureProps) {
  const where = failure.line === undefined ? '' : ` at line ${failure.line}`;
  return (
    <figure id={id} className="typst-example typst-example-fails">
      <div className="typst-example-code">
        <div className="typst-example-actions">
          <CopyButton text={code} label="Copy example code" />
        </div>
        <div>{children}</div>
      </div>
      <figcaption className="typst-example-failure">
        <p>
          <strong>Typst stops{where} with this error:</strong>
        </p>
        <pre>
          <code>{failureText(failure)}</code>
        </pre>
      </figcaption>
    </figure>
  );
}
