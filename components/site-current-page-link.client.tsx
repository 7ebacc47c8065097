'use client';

import { usePathname } from 'next/navigation';
import type { ComponentPropsWithoutRef } from 'react';
import { withBase } from '@/lib/base-path';

/** A link to the page being shown (the root layout does not know it; the router does). */
export function CurrentPageLink(props: Omit<ComponentPropsWithoutRef<'a'>, 'href'>) {
  const pathname = usePathname();
  return <a href={withBase(pathname || '/')} {...props} />;
}
