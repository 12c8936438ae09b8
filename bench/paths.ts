import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const benchDir = path.dirname(fileURLToPath(import.meta.url));
export const repoRoot = path.dirname(benchDir);
export const benchDataDir = path.join(benchDir, '.data');

/**
 * The bench's load comes from one address standing for many visitors, so the per-address bound
 * on /rest/v1 requests at once is off (it is measured in the faults suite instead).
 */
export const benchServerEnv = { REST_CONCURRENT_PER_CLIENT: '0' };
