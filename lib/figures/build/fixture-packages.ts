/**
 * Tiny Typst packages of our own for the pipeline tests, written into a temporary package home
 * at test time (Typst's layout: DATA_HOME/typst/packages/preview/NAME/VERSION). Keeping them as
 * strings means the repository tracks no Typst package folders at all.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const manifest = (name: string, description: string) =>
  `[package]\nname = "${name}"\nversion = "0.1.0"\nentrypoint = "lib.typ"\nauthors = ["Lilaq docs site"]\nlicense = "MIT"\ndescription = "${description}"\n`;

const packages: Record<string, { description: string; source: string }> = {
  tinypkg: {
    description: 'A test fixture for the figure pipeline: one function that draws a labelled box.',
    source:
      '#let badge(body, fill: rgb("#3f90da")) = box(\n  fill: fill,\n  inset: 4pt,\n  radius: 2pt,\n  text(fill: white, body),\n)\n' +
      // An assertion inside a package, as Lilaq's: the failing examples' tests find its caller's line.
      '#let strict-badge(body) = {\n  assert(type(body) == content, message: "strict-badge() takes content, found " + str(type(body)))\n  badge(body)\n}\n',
  },
  // Stands in for komet as it is on a machine without its WASM build: any call fails with
  // "file not found (searched at …/komet.wasm)".
  komet: {
    description: 'Test stub, not the real komet: loads a WASM plugin that is absent.',
    source: '#let median(values) = plugin("komet.wasm").median(bytes(values.map(str).join(",")))\n',
  },
};

/** The fixture packages as files: `{ name, version, files: { 'typst.toml': …, 'lib.typ': … } }`. */
export function fixturePackages(): Array<{ name: string; version: string; files: Record<string, string> }> {
  return Object.entries(packages).map(([name, pkg]) => ({
    name,
    version: '0.1.0',
    files: { 'typst.toml': manifest(name, pkg.description), 'lib.typ': pkg.source },
  }));
}

/** Creates a fresh package home with the fixture packages and returns its path. */
export function createFixturePackageHome(): string {
  const home = fs.mkdtempSync(path.join(os.tmpdir(), 'lilaq-fixture-packages-'));
  for (const pkg of fixturePackages()) {
    const dir = path.join(home, 'typst', 'packages', 'preview', pkg.name, pkg.version);
    fs.mkdirSync(dir, { recursive: true });
    for (const [file, content] of Object.entries(pkg.files)) fs.writeFileSync(path.join(dir, file), content);
  }
  return home;
}
