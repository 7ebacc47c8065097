/**
 * Synchronous Shiki highlighter for example code (Typst grammar, github-light / github-dark,
 * CSS variables like the site's @shikijs/rehype with `defaultColor: false`). Synchronous so that
 * the TypstExample server component needs no async rendering.
 */
import { createHighlighterCoreSync, type HighlighterCore } from 'shiki/core';
import { createJavaScriptRegexEngine } from 'shiki/engine/javascript';
import typst from 'shiki/langs/typst.mjs';
import githubDark from 'shiki/themes/github-dark.mjs';
import githubLight from 'shiki/themes/github-light.mjs';

let highlighter: HighlighterCore | undefined;

export function highlightTypst(code: string): string {
  highlighter ??= createHighlighterCoreSync({
    themes: [githubLight, githubDark],
    langs: [typst],
    engine: createJavaScriptRegexEngine({ forgiving: true }),
  });
  return highlighter.codeToHtml(code, {
    lang: 'typst',
    themes: { light: 'github-light', dark: 'github-dark' },
    defaultColor: false,
  });
}
