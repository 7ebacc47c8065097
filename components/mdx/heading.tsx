import type { ComponentPropsWithoutRef, JSX } from 'react';

type HeadingTag = 'h2' | 'h3' | 'h4';

/** An MDX heading with a visible-on-hover "#" permalink. Ids come from lib/mdx/remark-headings.ts. */
export function createHeading(Tag: HeadingTag) {
  function Heading({ id, children, ...props }: ComponentPropsWithoutRef<HeadingTag>): JSX.Element {
    return (
      <Tag id={id} className="anchor-heading" {...props}>
        {children}
        {id ? (
          <a
            className="hash-link"
            href={`#${id}`}
            aria-label={`Direct link to ${typeof children === 'string' ? children : 'this heading'}`}
          >
            #
          </a>
        ) : null}
      </Tag>
    );
  }
  Heading.displayName = `Heading(${Tag})`;
  return Heading;
}
