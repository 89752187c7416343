import { existsSync } from 'node:fs';
import path from 'node:path';

/**
 * The apps/api folder, found by walking up to its package.json: this module runs from
 * `src/lib/` (tsx, tests) or inlined into the bundle at `dist/main.js` (`npm run build`), so a
 * fixed `../..` would be right in one place only.
 */
function findApiRoot(start: string): string {
  for (let dir = start; ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, 'package.json'))) return dir;
    if (path.dirname(dir) === dir) throw new Error(`apps/api/package.json not found above ${start}`);
  }
}

export const API_ROOT = findApiRoot(import.meta.dirname);
/** drizzle-kit's SQL migrations and their journal. */
export const MIGRATIONS_DIR = path.join(API_ROOT, 'drizzle');
/** The web app's production build (`npm run build -w @causeway/web`), served on the same origin. */
export const WEB_DIST_DIR = path.join(API_ROOT, '../web/dist');
