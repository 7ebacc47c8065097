/**
 * Which clicks the client router takes over. Every internal link on the site is a plain `<a>`
 * (server-rendered, no per-link JavaScript); one delegated listener decides here whether a click
 * becomes a client-side navigation or stays an ordinary browser one. Paths it returns are site
 * paths, without the base path: the router adds that itself.
 */

import { stripBase } from './base-path';

/** What the listener reads off a click and the anchor it landed on. */
export interface LinkClick {
  href: string;
  target: string;
  download: boolean;
  button: number;
  modified: boolean;
  defaultPrevented: boolean;
}

/** Paths served as files rather than pages: feeds, data, figures, Markdown copies. */
const fileLike = /\.[a-z0-9]+$/i;

/**
 * The path (with query and hash) to push to the router, or null when the browser should handle
 * the click itself: other origins, new tabs, downloads, modified or non-primary clicks, files,
 * and links that only move within the current page.
 */
export function clientNavigationTarget(click: LinkClick, current: URL, base?: string): string | null {
  if (click.defaultPrevented || click.button !== 0 || click.modified || click.download) return null;
  if (click.target !== '' && click.target !== '_self') return null;
  let url: URL;
  try {
    url = new URL(click.href, current);
  } catch {
    return null;
  }
  const path = stripBase(url.pathname, base);
  if (url.origin !== current.origin || path === null || fileLike.test(url.pathname)) return null;
  if (url.pathname === current.pathname && url.search === current.search && url.hash !== '') return null;
  return `${path}${url.search}${url.hash}`;
}

/** The page a link points at, for prefetching on intent; null for anything but another page. */
export function prefetchTarget(href: string, current: URL, base?: string): string | null {
  let url: URL;
  try {
    url = new URL(href, current);
  } catch {
    return null;
  }
  const path = stripBase(url.pathname, base);
  if (url.origin !== current.origin || path === null || fileLike.test(url.pathname) || url.pathname === current.pathname) return null;
  return path;
}
