import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const benchDir = path.dirname(fileURLToPath(import.meta.url));
export const repoRoot = path.dirname(benchDir);
export const benchDataDir = path.join(benchDir, '.data');
