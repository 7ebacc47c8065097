import { SiteLink } from '@/components/site-link';
import type { ComponentPropsWithoutRef } from 'react';

/** Internal links use client-side navigation; external ones open normally with rel safety. */
export function MdxLink({ href = '', children, ...props }: ComponentPropsWithoutRef<'a'>) {
  if (href.startsWith('/')) {
    return (
      <SiteLink href={href} {...props}>
        {children}
      </SiteLink>
    );
  }
  if (href.startsWith('#')) {
    return (
      <a href={href} {...props}>
        {children}
      </a>
    );
  }
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" {...props}>
      {children}
    </a>
  );
}
