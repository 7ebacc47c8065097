import type { ReactNode } from 'react';

interface Props {
  as: 'h2' | 'h3';
  id: string;
  /** What the permalink's label names: "Direct link to {label}". */
  label: string;
  className?: string;
  children: ReactNode;
}

/**
 * A heading that the page's own components write (not MDX), with the same "#" permalink that
 * lib/mdx/rehype-site-elements.ts gives headings in MDX content.
 */
export function AnchorHeading({ as: Tag, id, label, className, children }: Props) {
  return (
    <Tag id={id} className={className ? `anchor-heading ${className}` : 'anchor-heading'}>
      {children}
      <a className="hash-link" href={`#${id}`} aria-label={`Direct link to ${label}`}>
        #
      </a>
    </Tag>
  );
}
