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

/**
 * How long the server on the scale data may take to start: a migration that indexes 100,000
 * listings (0079's keys in five languages) takes minutes there.
 */
export const benchStartTimeoutMs = 20 * 60_000;
