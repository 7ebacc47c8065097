import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { siteConfig } from './site-config';

describe('siteConfig version', () => {
  it('is the package version, and the import line and source tag follow it', () => {
    const pkg = JSON.parse(fs.readFileSync('package.json', 'utf8')) as { version: string };
    expect(pkg.version).toBe(siteConfig.version);
    expect(siteConfig.typstImport).toBe(`#import "@preview/lilaq:${pkg.version}" as lq`);
    expect(siteConfig.sourceTag).toBe(`v${pkg.version}`);
  });
});
