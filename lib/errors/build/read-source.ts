/** Reads the Typst files of a Lilaq checkout's `src/` (paths as `src/…`), for the message extractor. */
import fs from 'node:fs';
import path from 'node:path';

/** The checkout root for a path that is the checkout or its `src` folder, or null when neither. */
export function lilaqRoot(given: string): string | null {
  for (const root of [given, path.dirname(path.resolve(given))]) {
    if (fs.existsSync(path.join(root, 'src', 'lilaq.typ'))) return root;
  }
  return null;
}

export function readTypstSources(root: string): Record<string, string> {
  const files: Record<string, string> = {};
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(path.join(root, dir), { withFileTypes: true })) {
      const rel = `${dir}/${entry.name}`;
      if (entry.isDirectory()) walk(rel);
      else if (entry.name.endsWith('.typ')) files[rel] = fs.readFileSync(path.join(root, rel), 'utf8');
    }
  };
  walk('src');
  return files;
}
