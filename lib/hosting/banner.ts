/**
 * The "did not load properly" banner (spec section 8, missing base path). Its markup is plain HTML
 * styled by an inline <style>, so it shows when neither scripts nor stylesheets load; the site's
 * own stylesheet hides it (components/site-base-banner.css), so a correct deployment never paints it. The head
 * script below adds the case where the stylesheet did load but the address is outside the base.
 */

export const BANNER_ID = 'base-banner';
/** Set on <html> by the head script when the address is outside the configured base path. */
export const MISMATCH_ATTRIBUTE = 'data-base-mismatch';
/** Written into each exported page by lib/tooling/cli/finish-export.ts: the page's own site path. */
export const ROUTE_META = 'site-route';

/**
 * The base path to build with so that `pathname` serves the page whose site path is `route`,
 * or null when the two do not fit together. Runs in the browser as part of the head script, so it
 * stays ES5 and self-contained.
 */
export function suggestBasePath(pathname: string, route: string): string | null {
  const path = pathname.replace(/\/(index)?(\.html)?$/, '').replace(/\.html$/, '');
  if (route === '/') return path;
  if (path.length < route.length || path.slice(path.length - route.length) !== route) return null;
  return path.slice(0, path.length - route.length);
}

/** Inline styles of the banner: readable in either colour mode, no dependency on the site's CSS. */
export function bannerStyle(): string {
  return [
    `#${BANNER_ID}{margin:0;padding:12px 16px;background:#fff4ce;color:#3b2f00;border-bottom:3px solid #9a6700;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}`,
    `#${BANNER_ID} code{font-family:ui-monospace,Menlo,Consolas,monospace;font-size:.95em;background:#ffffff;padding:0 4px;border-radius:3px}`,
    `html[${MISMATCH_ATTRIBUTE}] .base-banner{display:block}`,
  ].join('');
}

/**
 * Head script: marks <html> when the address does not start with the base path, and fills the
 * banner with the current path and the base path to configure. Hashed by the CSP like every inline script.
 */
export function baseCheckScript(base: string): string {
  const config = { base, banner: BANNER_ID, attr: MISMATCH_ATTRIBUTE, meta: ROUTE_META };
  const body = [
    'var p=location.pathname;',
    "if(c.base!==''&&p!==c.base&&p.indexOf(c.base+'/')!==0)document.documentElement.setAttribute(c.attr,'');",
    // Only a banner that is on screen is filled in, after the stylesheets had their chance (load):
    // on a correct deployment the DOM stays exactly as React rendered it, so hydration never differs.
    'var fill=function(){',
    "var banner=document.getElementById(c.banner);if(!banner||window.getComputedStyle(banner).display==='none')return;",
    "var here=document.getElementById(c.banner+'-current');if(here)here.textContent=p;",
    "var fix=document.getElementById(c.banner+'-fix');var m=document.querySelector('meta[name=\"'+c.meta+'\"]');",
    "var s=m?suggest(p,m.getAttribute('content')||''):null;if(!fix||s===null)return;",
    "fix.textContent=s===''?'Build it without BASE_PATH: this address is the root of the host.':'Build it with BASE_PATH='+s+', or serve it from '+(c.base||'/')+'.';",
    '};',
    "if(document.readyState==='complete')fill();else window.addEventListener('load',fill);",
  ].join('');
  return `(function(c){try{var suggest=${suggestBasePath.toString()};${body}}catch(e){}})(${JSON.stringify(config)})`;
}
