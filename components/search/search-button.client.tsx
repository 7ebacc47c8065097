'use client';

import '@docsearch/css/dist/_variables.css';
import '@docsearch/css/dist/button.css';
import './search.css';
import { useCallback, useEffect, useRef, useState, type ComponentType, type ReactNode } from 'react';
import { isEditableTarget, modifierKeyFor, shortcutAction, startsQuery } from '@/lib/search/keyboard';
import { useClientValue } from '../use-client-value';
import type { SearchModalProps } from './search-modal.client';

type ModalComponent = ComponentType<SearchModalProps>;

let modalPromise: Promise<ModalComponent> | null = null;

/** Loads the modal code (DocSearch's modal and stylesheet, the local client) once. */
function loadModal(): Promise<ModalComponent> {
  modalPromise ??= import('./search-modal.client').then(
    (module) => module.SearchModal,
    (error: unknown) => {
      modalPromise = null;
      throw error;
    },
  );
  return modalPromise;
}

interface KeyboardOptions {
  isOpen: boolean;
  onOpen: () => void;
  onClose: () => void;
  onInput: (event: KeyboardEvent) => void;
  buttonRef: React.RefObject<HTMLButtonElement | null>;
}

/** DocSearch's `useDocSearchKeyboardEvents`, on the pure decision in lib/search/keyboard. */
function useSearchShortcuts({ isOpen, onOpen, onClose, onInput, buttonRef }: KeyboardOptions) {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const action = shortcutAction(
        { key: event.key, code: event.code, metaKey: event.metaKey, ctrlKey: event.ctrlKey, editing: isEditableTarget(event.target) },
        isOpen,
      );
      if (action) {
        event.preventDefault();
        if (action === 'close') onClose();
        else if (!document.body.classList.contains('DocSearch--active')) onOpen();
        return;
      }
      if (
        !isOpen &&
        buttonRef.current === document.activeElement &&
        !event.ctrlKey &&
        !event.metaKey &&
        !event.altKey &&
        startsQuery(event.key)
      ) {
        onInput(event);
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [isOpen, onOpen, onClose, onInput, buttonRef]);
}

/**
 * The key hints of the button: which modifier this platform uses (CSS shows that hint, and the
 * accessible name says it), and DocSearch's pressed look while a hinted key is held.
 */
function useKeyHints(wrapperRef: React.RefObject<HTMLSpanElement | null>, buttonRef: React.RefObject<HTMLButtonElement | null>) {
  const modifier = useClientValue(() => modifierKeyFor(navigator.platform), null);
  useEffect(() => {
    const button = buttonRef.current;
    if (modifier && button?.dataset.label)
      button.setAttribute('aria-label', `${button.dataset.label} (${modifier === '⌘' ? 'Command' : 'Ctrl'}+K)`);
  }, [modifier, buttonRef]);
  useEffect(() => {
    const keys = () => wrapperRef.current?.querySelectorAll<HTMLElement>('kbd[data-key]') ?? [];
    const down = (event: KeyboardEvent) => {
      for (const kbd of keys()) if (kbd.dataset.key === event.key) kbd.classList.add('DocSearch-Button-Key--pressed');
    };
    const up = (event: KeyboardEvent) => {
      for (const kbd of keys()) {
        if (kbd.dataset.key === event.key || event.key === 'Meta') kbd.classList.remove('DocSearch-Button-Key--pressed');
      }
    };
    window.addEventListener('keydown', down);
    window.addEventListener('keyup', up);
    return () => {
      window.removeEventListener('keydown', down);
      window.removeEventListener('keyup', up);
    };
  }, [wrapperRef]);
  return modifier;
}

/**
 * The navbar search: `children` is the server-rendered DocSearch-style button, and this wrapper
 * gives it its behaviour. It opens the DocSearch modal on click, on `/` and on Ctrl/Cmd+K; the
 * modal's code is fetched only on intent (hover, focus, touch, or the shortcut itself). Escape
 * closes the modal and focus goes back to the element that had it before.
 */
export function SearchButton({ children }: { children: ReactNode }) {
  const wrapperRef = useRef<HTMLSpanElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const returnFocusRef = useRef<HTMLElement | null>(null);
  const [Modal, setModal] = useState<ModalComponent | null>(null);
  const [isOpen, setIsOpen] = useState(false);
  const [initialQuery, setInitialQuery] = useState<string | undefined>(undefined);

  const prepare = useCallback(
    () =>
      loadModal().then((component) => {
        setModal(() => component);
        return component;
      }),
    [],
  );

  const preload = useCallback(() => {
    prepare()
      // The index too: downloading and indexing it while the visitor moves to the field keeps the
      // first query fast. (A dynamic import, so pages do not carry the engine before intent.)
      .then(() => import('@/lib/search/service'))
      .then(({ getSearchService }) => getSearchService().client.preload())
      .catch(() => {
        // Retried when the visitor actually opens the search.
      });
  }, [prepare]);

  const onOpen = useCallback(() => {
    const active = document.activeElement;
    returnFocusRef.current = active instanceof HTMLElement && active !== document.body ? active : buttonRef.current;
    // A chunk that fails to load is left unhandled on purpose: the site's chunk recovery logs it
    // and reloads the window.
    void prepare().then(() => setIsOpen(true));
  }, [prepare]);

  const onClose = useCallback(() => {
    setIsOpen(false);
    setInitialQuery(undefined);
    const target = returnFocusRef.current;
    returnFocusRef.current = null;
    // After the modal has unmounted (it restores the scroll position as it goes).
    window.requestAnimationFrame(() => {
      const element = target?.isConnected ? target : buttonRef.current;
      element?.focus({ preventScroll: true });
    });
  }, []);

  const onInput = useCallback(
    (event: KeyboardEvent) => {
      event.preventDefault();
      setInitialQuery(event.key);
      onOpen();
    },
    [onOpen],
  );

  useEffect(() => {
    buttonRef.current = wrapperRef.current?.querySelector('button') ?? null;
  }, []);
  useSearchShortcuts({ isOpen, onOpen, onClose, onInput, buttonRef });
  const modifier = useKeyHints(wrapperRef, buttonRef);

  return (
    <>
      <span
        ref={wrapperRef}
        className="search-trigger"
        data-modifier={modifier ?? undefined}
        onClick={onOpen}
        onMouseOver={preload}
        onFocus={preload}
        onTouchStart={preload}
      >
        {children}
      </span>
      {isOpen && Modal ? <Modal initialQuery={initialQuery} onClose={onClose} /> : null}
    </>
  );
}
