/**
 * CodeMirror 6 with Typst highlighting (codemirror-lang-typst), coloured through CSS classes so
 * that the light and dark palettes follow the site's code blocks (typst-example.css).
 */
import { defaultKeymap, history, historyKeymap } from '@codemirror/commands';
import { HighlightStyle, syntaxHighlighting } from '@codemirror/language';
import { EditorState, type Extension } from '@codemirror/state';
import { EditorView, keymap, lineNumbers } from '@codemirror/view';
import { tags as t } from '@lezer/highlight';
import { typst } from 'codemirror-lang-typst';

const classes = HighlightStyle.define([
  { tag: [t.controlKeyword, t.moduleKeyword, t.definitionKeyword, t.operatorKeyword], class: 'tl-keyword' },
  { tag: [t.string, t.special(t.string)], class: 'tl-string' },
  { tag: [t.number, t.integer, t.float, t.bool, t.literal], class: 'tl-number' },
  { tag: [t.comment], class: 'tl-comment' },
  { tag: [t.variableName, t.special(t.variableName)], class: 'tl-name' },
  { tag: [t.heading, t.strong], class: 'tl-strong' },
  { tag: [t.emphasis], class: 'tl-emphasis' },
  { tag: [t.labelName, t.link], class: 'tl-label' },
  { tag: [t.invalid], class: 'tl-invalid' },
]);

export interface CodeEditorOptions {
  parent: HTMLElement;
  code: string;
  label: string;
  onChange: (code: string) => void;
  /** Escape leaves the editor (CodeMirror keeps Tab for moving focus, so nothing traps it). */
  onEscape: () => void;
  /** Completion, hover and diagnostics (live-editor-assist.ts). */
  assist?: Extension;
}

export function createCodeEditor({ parent, code, label, onChange, onEscape, assist = [] }: CodeEditorOptions): EditorView {
  return new EditorView({
    parent,
    state: EditorState.create({
      doc: code,
      extensions: [
        lineNumbers(),
        history(),
        // The assist's keys (completion's Enter and Escape) come first, so Escape closes an open
        // completion list before it leaves the editor.
        assist,
        keymap.of([{ key: 'Escape', run: () => (onEscape(), true) }, ...defaultKeymap, ...historyKeymap]),
        typst(),
        syntaxHighlighting(classes),
        EditorView.lineWrapping,
        EditorView.contentAttributes.of({ 'aria-label': label }),
        EditorView.updateListener.of((update) => {
          if (update.docChanged) onChange(update.state.doc.toString());
        }),
      ],
    }),
  });
}

/** Replaces the whole document (Reset) without adding an undo step the reader didn't make. */
export function setCode(view: EditorView, code: string): void {
  view.dispatch({ changes: { from: 0, to: view.state.doc.length, insert: code } });
}
