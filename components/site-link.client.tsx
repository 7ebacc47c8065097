'use client';

import Link from 'next/link';
import type { ComponentProps } from 'react';
import { shouldPrefetch } from '@/lib/prefetch';
import { useClientValue } from './use-client-value';

type Props = ComponentProps<typeof Link>;

const readConnection = () =>
  shouldPrefetch((navigator as Navigator & { connection?: { saveData?: boolean; effectiveType?: string } }).connection);

/**
 * The site's internal link: next/link, except that prefetching is off when the visitor saves
 * data or is on a 2G connection. Use it instead of next/link everywhere.
 */
export function SiteLink({ prefetch, ...props }: Props) {
  const allowed = useClientValue(readConnection, true);
  return <Link prefetch={allowed ? prefetch : false} {...props} />;
}
