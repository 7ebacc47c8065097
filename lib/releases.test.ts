import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { findRelease, lilaqImport, lilaqRelease, missingPackages, nextRelease, releasePackages, releases, upgradeRoutes } from './releases';
import { siteConfig } from './site-config';

const PREVIEW = path.join(process.cwd(), '.typst-packages', 'typst', 'packages', 'preview');

/** Every `@preview/NAME:VERSION` a Typst source imports, ignoring comments (doc comments show imports too). */
function previewImports(source: string): string[] {
  const code = source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/\/\/[^\n]*/g, '');
  return [...code.matchAll(/import\s+"@preview\/([\w-]+):([\d.]+)"/g)].map((m) => `${m[1]}:${m[2]}`);
}

function typFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return typFiles(full);
    return entry.name.endsWith('.typ') ? [full] : [];
  });
}

describe('releases', () => {
  it('names each release once, oldest first, with its tag, commit and date', () => {
    const versions = releases.map((r) => r.version);
    expect(new Set(versions).size).toBe(versions.length);
    expect(releases.map((r) => r.date)).toEqual([...releases.map((r) => r.date)].sort());
    for (const release of releases) {
      expect(release.tag).toBe(`v${release.version}`);
      expect(release.commit).toMatch(/^[0-9a-f]{40}$/);
      expect(release.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
  });

  it('names the release after each one, and none after the newest', () => {
    expect(nextRelease('0.5.0')).toBe('0.6.0');
    expect(nextRelease(releases.at(-1)!.version)).toBeUndefined();
    expect(nextRelease('0.0.1')).toBeUndefined();
  });

  it('holds the site’s documented release, from which its version, import line and source tag come', () => {
    const documented = lilaqRelease(siteConfig.version);
    expect(siteConfig.sourceTag).toBe(documented.tag);
    expect(siteConfig.typstImport).toBe(lilaqImport(documented.version));
    expect(siteConfig.typstImport).toBe('#import "@preview/lilaq:0.5.0" as lq');
  });

  it('says which releases it knows when asked for another', () => {
    expect(findRelease('0.7.0')).toBeUndefined();
    expect(() => lilaqRelease('0.7.0')).toThrow('unknown Lilaq release "0.7.0"; the site knows 0.5.0, 0.6.0');
  });

  it('lists Lilaq itself first among the packages a reader’s compiler fetches', () => {
    expect(releasePackages(lilaqRelease('0.6.0')).map((p) => `${p.name}:${p.version}`)).toEqual([
      'lilaq:0.6.0',
      'elembic:1.1.1',
      'zero:0.6.1',
      'tiptoe:0.4.0',
      'komet:0.1.0',
      'komet:0.2.0',
      'suiji:0.5.1',
    ]);
  });

  // The package folder is git-ignored (README, "Rendering figures locally"); CI has none.
  for (const release of releases) {
    const src = path.join(PREVIEW, 'lilaq', release.version, 'src');
    it.skipIf(!fs.existsSync(src))(`pins the packages that Lilaq ${release.version}'s src/ imports`, () => {
      const imported = new Set(typFiles(src).flatMap((file) => previewImports(fs.readFileSync(file, 'utf8'))));
      expect([...imported].sort()).toEqual(release.packages.map((p) => `${p.name}:${p.version}`).sort());
    });
  }

  it('names an upgrade page for each release after the first, and the page exists', () => {
    expect(upgradeRoutes).toEqual(['/docs/from-0.5.0-to-0.6.0']);
    for (const route of upgradeRoutes) expect(fs.existsSync(`content${route}.mdx`), route).toBe(true);
  });

  it('names the packages a mirror lacks for any release', () => {
    const all = releases.flatMap((r) => releasePackages(r).map((p) => `${p.name}:${p.version}`));
    expect(missingPackages(all)).toEqual([]);
    expect(missingPackages(all.filter((spec) => spec !== 'komet:0.2.0' && spec !== 'lilaq:0.6.0'))).toEqual(['lilaq:0.6.0', 'komet:0.2.0']);
  });

  it('reads imports outside comments only', () => {
    expect(previewImports('/// #import "@preview/suiji:0.3.0"\n#import "@preview/zero:0.5.0"\n  import "@preview/komet:0.2.0"')).toEqual([
      'zero:0.5.0',
      'komet:0.2.0',
    ]);
  });
});
