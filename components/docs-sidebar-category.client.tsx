'use client';

import { SiteLink } from '@/components/site-link.client';
import { type ReactNode, useId, useState } from 'react';
import { Collapsible } from './site-collapsible.client';

interface Props {
  label: string;
  href: string;
  active: boolean;
  /** Categories on the path to the current page start open; all others start collapsed. */
  initiallyOpen: boolean;
  children: ReactNode;
}

/** A sidebar category: its label links to the category page, the caret expands or collapses it. */
export function DocsSidebarCategory({ label, href, active, initiallyOpen, children }: Props) {
  const [open, setOpen] = useState(initiallyOpen);
  const id = useId();
  return (
    <li className={`menu__item menu__item--category${open ? '' : ' menu__item--collapsed'}`}>
      <div className="menu__category">
        <SiteLink
          href={href}
          className={`menu__link menu__link--sublist${active ? ' menu__link--active' : ''}`}
          aria-current={active ? 'page' : undefined}
          onClick={() => setOpen(true)}
        >
          {label}
        </SiteLink>
        <button
          type="button"
          className="menu__caret"
          aria-expanded={open}
          aria-controls={id}
          aria-label={`${open ? 'Collapse' : 'Expand'} sidebar category '${label}'`}
          onClick={() => setOpen((value) => !value)}
        />
      </div>
      <Collapsible id={id} open={open}>
        {children}
      </Collapsible>
    </li>
  );
}
