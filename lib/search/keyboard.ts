/**
 * The search shortcuts, decided the way DocSearch's `useDocSearchKeyboardEvents` decides them:
 * Ctrl/Cmd+K toggles the modal, `/` opens it unless the visitor is typing in a field, Escape
 * closes it. Kept as a pure function so the navbar button need not load DocSearch up front.
 */
export interface ShortcutKeyEvent {
  key: string | undefined;
  code?: string;
  metaKey: boolean;
  ctrlKey: boolean;
  /** The event target is an input, select, textarea or contenteditable element. */
  editing: boolean;
}

export type ShortcutAction = 'open' | 'close' | null;

export function shortcutAction(event: ShortcutKeyEvent, isOpen: boolean): ShortcutAction {
  const isEscape = event.code === 'Escape' || event.key === 'Escape';
  const isCmdK = event.key?.toLowerCase() === 'k' && (event.metaKey || event.ctrlKey);
  const isSlash = event.key === '/' && !event.editing;
  if ((isEscape && isOpen) || isCmdK || (isSlash && !isOpen)) return isOpen ? 'close' : 'open';
  return null;
}

/** Whether a key typed on the focused search button should start the query (letters, digits). */
export function startsQuery(key: string | undefined): boolean {
  return typeof key === 'string' && /^[a-zA-Z0-9]$/.test(key);
}

export function isEditableTarget(target: EventTarget | null): boolean {
  if (!target || typeof (target as Partial<HTMLElement>).tagName !== 'string') return false;
  const element = target as HTMLElement;
  return element.isContentEditable || ['INPUT', 'SELECT', 'TEXTAREA'].includes(element.tagName);
}

/** The modifier DocSearch shows on the button: ⌘ on Apple platforms, Ctrl elsewhere. */
export function modifierKeyFor(platform: string): 'Ctrl' | '⌘' {
  return /(Mac|iPhone|iPod|iPad)/i.test(platform) ? '⌘' : 'Ctrl';
}
