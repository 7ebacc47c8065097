'use client';

import { createContext, type ReactNode, useContext, useState } from 'react';

interface Accordion {
  openId: string | null;
  setOpenId: (id: string | null) => void;
}

const AccordionContext = createContext<Accordion | null>(null);

/**
 * One level of the docs sidebar: at most one of its categories is expanded at a time, like
 * Docusaurus' `autoCollapseCategories`. Expanding a category collapses its expanded siblings.
 */
export function SidebarAccordion({ initialOpenId, children }: { initialOpenId: string | null; children: ReactNode }) {
  const [openId, setOpenId] = useState(initialOpenId);
  // After a navigation the category holding the new page opens (and collapses its siblings).
  const [shownFor, setShownFor] = useState(initialOpenId);
  if (shownFor !== initialOpenId) {
    setShownFor(initialOpenId);
    if (initialOpenId !== null) setOpenId(initialOpenId);
  }
  return <AccordionContext.Provider value={{ openId, setOpenId }}>{children}</AccordionContext.Provider>;
}

/** Whether category `id` is expanded, and how to expand or collapse it, within its level. */
export function useAccordionItem(id: string): { open: boolean; setOpen: (open: boolean) => void } {
  const accordion = useContext(AccordionContext);
  if (!accordion) throw new Error('A sidebar category must sit inside a SidebarAccordion.');
  const open = accordion.openId === id;
  return { open, setOpen: (next) => accordion.setOpenId(next ? id : open ? null : accordion.openId) };
}
