import { basePath } from '@/lib/base-path';
import { BANNER_ID, bannerStyle, baseCheckScript } from '@/lib/hosting/banner';

/** For <head>: the banner's inline styles and the script that checks the address against the base path. */
export function BaseBannerHead() {
  return (
    <>
      <style dangerouslySetInnerHTML={{ __html: bannerStyle() }} />
      <script dangerouslySetInnerHTML={{ __html: baseCheckScript(basePath) }} />
    </>
  );
}

/**
 * Plain HTML that tells a site operator the export is served from the wrong path (see
 * lib/hosting/banner.ts for when it shows). When it is on screen, the head script replaces the text
 * of the two marked elements (text only, hence the suppressed hydration warnings).
 */
export function BaseBanner() {
  const expected = basePath === '' ? '/' : `${basePath}/`;
  return (
    <div id={BANNER_ID} className="base-banner" role="alert">
      <strong>This site did not load properly.</strong> It was built to be served from <code>{expected}</code>, but this page was opened at{' '}
      <code id={`${BANNER_ID}-current`} suppressHydrationWarning>
        a different path
      </code>
      , so its scripts and styles are looked for in the wrong place.{' '}
      <span id={`${BANNER_ID}-fix`} suppressHydrationWarning>
        Build it with BASE_PATH set to the path it is served from, for example BASE_PATH=/docs npm run build.
      </span>
    </div>
  );
}
