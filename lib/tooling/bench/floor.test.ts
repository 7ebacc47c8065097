import { describe, expect, it } from 'vitest';
import { commonAncestor, floorFiles } from './floor';

describe('floorFiles', () => {
  const files = floorFiles();

  it('is a static export with Next’s defaults otherwise: one layout, one page of 40 paragraphs', () => {
    expect(Object.keys(files).sort()).toEqual(['app/layout.jsx', 'app/page.jsx', 'next.config.mjs', 'package.json']);
    expect(files['next.config.mjs']).toBe(`export default { output: 'export' };\n`);
    expect(files['app/page.jsx']!.match(/<p>/g)).toHaveLength(40);
  });

  it('has no client component and no script of its own', () => {
    for (const text of Object.values(files)) {
      expect(text).not.toMatch(/use client|<script|useState|useEffect/);
    }
  });

  it('sets Turbopack’s root only when asked, for a checkout whose node_modules is linked from elsewhere', () => {
    expect(floorFiles({ turbopackRoot: '/work' })['next.config.mjs']).toContain(`turbopack: { root: "/work" }`);
    expect(floorFiles({ turbopackRoot: '/work' })['app/page.jsx']).toBe(files['app/page.jsx']);
  });
});

describe('commonAncestor', () => {
  it('finds the nearest folder holding both', () => {
    expect(commonAncestor('/work/wt-bench', '/work/main/node_modules')).toBe('/work');
    expect(commonAncestor('/work/main', '/work/main/node_modules')).toBe('/work/main');
    expect(commonAncestor('/a', '/b')).toBe('/');
  });
});
