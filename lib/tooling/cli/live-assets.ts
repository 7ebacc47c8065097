/** Build step: puts the live editor's compiler, renderer and fonts into public/live (see lib/live/build/export-assets.ts). */
import fs from 'node:fs';
import path from 'node:path';
import { DEV_CONTENT_ERROR_PATH } from '../../dev-content-error';
import { writeLiveAssets } from '../../live/build/export-assets';

const files = writeLiveAssets(path.join(process.cwd(), 'public'));
// A dev server stopped outright can leave its error note in public/; it is not part of the site.
fs.rmSync(path.join(process.cwd(), 'public', path.dirname(DEV_CONTENT_ERROR_PATH)), { recursive: true, force: true });
console.log(`live editor assets: ${files.length} files in public/live`);
