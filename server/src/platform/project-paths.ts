import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root, found from this file whether it runs from src/ or from the bundle. */
function findProjectRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  while (!existsSync(path.join(dir, 'db', 'migrations'))) {
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error('cannot find the project root (no db/migrations folder)');
    dir = parent;
  }
  return dir;
}

export const projectRoot = findProjectRoot();
export const migrationsDir = path.join(projectRoot, 'db', 'migrations');
export const webDistDir = path.join(projectRoot, 'web', 'dist');
/** The web's message catalogues (`<locale>/<area>.po`), which the gateway reads the page heads from. */
export const webLocalesDir = path.join(projectRoot, 'web', 'src', 'locales');
