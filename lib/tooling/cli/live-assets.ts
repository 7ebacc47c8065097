/** Build step: puts the live editor's compiler, renderer and fonts into public/live (see lib/live/build/export-assets.ts). */
import path from 'node:path';
import { writeLiveAssets } from '../../live/build/export-assets';

const files = writeLiveAssets(path.join(process.cwd(), 'public'));
console.log(`live editor assets: ${files.length} files in public/live`);
