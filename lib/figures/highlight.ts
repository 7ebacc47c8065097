/**
 * Synchronous Shiki highlighter for example code (Typst grammar, the site's code themes,
 * CSS variables like the site's @shikijs/rehype with `defaultColor: false`). Synchronous so that
 * the TypstExample server component needs no async rendering.
 */
import { createHighlighterCoreSync, type HighlighterCore } from 'shiki/core';
import { createJavaScriptRegexEngine } from 'shiki/engine/javascript';
import typst from 'shiki/langs/typst.mjs';
import githubDarkDefault from 'shiki/themes/github-dark-default.mjs';
import githubLight from 'shiki/themes/github-light.mjs';
import { siteConfig } from '../site-config';

let highlighter: HighlighterCore | undefined;

export function highlightTypst(code: string): string {
  highlighter ??= createHighlighterCoreSync({
    themes: [githubLight, githubDarkDefault],
    langs: [typst],
    engine: createJavaScriptRegexEngine({ forgiving: true }),
  });
  return highlighter.codeToHtml(code, {
    lang: 'typst',
    themes: siteConfig.codeThemes,
    defaultColor: false,
  });
}
