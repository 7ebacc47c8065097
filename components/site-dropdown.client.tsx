'use client';

import { type ReactNode, useEffect, useId, useRef, useState } from 'react';

export interface DropdownProps {
  /** Visible button text. */
  label: ReactNode;
  /** Accessible name of the button when the text alone is not enough. */
  ariaLabel?: string;
  /** The menu entries: links or buttons. Clicking one closes the menu. */
  children: ReactNode;
  className?: string;
}

/**
 * A navbar dropdown. Opens on click or Enter (native button behaviour), closes on Escape (focus
 * returns to the button), on a choice, and on any mouse, touch or focus outside it.
 */
export function Dropdown({ label, ariaLabel, children, className }: DropdownProps) {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const menuId = useId();

  useEffect(() => {
    if (!open) return;
    const closeOutside = (event: Event) => {
      if (root.current && event.target instanceof Node && !root.current.contains(event.target)) setOpen(false);
    };
    document.addEventListener('mousedown', closeOutside);
    document.addEventListener('touchstart', closeOutside);
    document.addEventListener('focusin', closeOutside);
    return () => {
      document.removeEventListener('mousedown', closeOutside);
      document.removeEventListener('touchstart', closeOutside);
      document.removeEventListener('focusin', closeOutside);
    };
  }, [open]);

  return (
    <div
      ref={root}
      className={`dropdown${open ? ' dropdown--open' : ''}${className ? ` ${className}` : ''}`}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          setOpen(false);
          button.current?.focus();
        }
      }}
    >
      <button
        ref={button}
        type="button"
        className="dropdown__toggle"
        aria-expanded={open}
        aria-controls={menuId}
        aria-label={ariaLabel}
        onClick={() => setOpen((value) => !value)}
      >
        {label}
        <svg className="dropdown__caret" viewBox="0 0 10 6" width="10" height="6" aria-hidden="true">
          <path fill="currentColor" d="M0 0h10L5 6z" />
        </svg>
      </button>
      <ul id={menuId} className="dropdown__menu" hidden={!open} onClick={() => setOpen(false)}>
        {children}
      </ul>
    </div>
  );
}
