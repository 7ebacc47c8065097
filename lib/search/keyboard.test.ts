import { describe, expect, it } from 'vitest';
import { isEditableTarget, modifierKeyFor, shortcutAction, startsQuery } from './keyboard';

const key = (k: string, extra: Partial<{ metaKey: boolean; ctrlKey: boolean; editing: boolean; code: string }> = {}) => ({
  key: k,
  metaKey: false,
  ctrlKey: false,
  editing: false,
  ...extra,
});

describe('shortcutAction', () => {
  it('opens with / unless typing in a field', () => {
    expect(shortcutAction(key('/'), false)).toBe('open');
    expect(shortcutAction(key('/', { editing: true }), false)).toBeNull();
    expect(shortcutAction(key('/'), true)).toBeNull();
  });
  it('toggles with Ctrl+K and Cmd+K, even in a field', () => {
    expect(shortcutAction(key('k', { ctrlKey: true }), false)).toBe('open');
    expect(shortcutAction(key('K', { metaKey: true, editing: true }), false)).toBe('open');
    expect(shortcutAction(key('k', { metaKey: true }), true)).toBe('close');
    expect(shortcutAction(key('k'), false)).toBeNull();
  });
  it('closes with Escape only when open', () => {
    expect(shortcutAction(key('Escape', { code: 'Escape' }), true)).toBe('close');
    expect(shortcutAction(key('Escape', { code: 'Escape' }), false)).toBeNull();
  });
});

describe('helpers', () => {
  it('starts a query with letters and digits only', () => {
    expect(startsQuery('a')).toBe(true);
    expect(startsQuery('7')).toBe(true);
    expect(startsQuery('Enter')).toBe(false);
    expect(startsQuery(' ')).toBe(false);
  });
  it('detects editable targets', () => {
    expect(isEditableTarget({ tagName: 'INPUT', isContentEditable: false } as unknown as EventTarget)).toBe(true);
    expect(isEditableTarget({ tagName: 'DIV', isContentEditable: true } as unknown as EventTarget)).toBe(true);
    expect(isEditableTarget({ tagName: 'A', isContentEditable: false } as unknown as EventTarget)).toBe(false);
    expect(isEditableTarget(null)).toBe(false);
  });
  it('shows ⌘ on Apple platforms', () => {
    expect(modifierKeyFor('MacIntel')).toBe('⌘');
    expect(modifierKeyFor('Win32')).toBe('Ctrl');
  });
});
