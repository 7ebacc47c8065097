'use client';

import { SiteLink } from '@/components/site-link';
import { type ReactNode, useId } from 'react';
import { useAccordionItem } from './docs-sidebar-accordion.client';
import { Collapsible } from './site-collapsible.client';

interface Props {
  /** Unique among its siblings: the accordion of its level keeps this id when it is expanded. */
  id: string;
  label: string;
  href: string;
  active: boolean;
  children: ReactNode;
}

/**
 * A sidebar category: its label links to the category page, the caret expands or collapses it.
 * Expanding it collapses its siblings (see SidebarAccordion).
 */
export function DocsSidebarCategory({ id: categoryId, label, href, active, children }: Props) {
  const { open, setOpen } = useAccordionItem(categoryId);
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
          onClick={() => setOpen(!open)}
        />
      </div>
      <Collapsible id={id} open={open}>
        {children}
      </Collapsible>
    </li>
  );
}
