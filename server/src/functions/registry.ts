import { healthFunction } from './health-function.js';
import type { ServerFunction } from './server-function.js';

/** Every function served at /functions/v1/{name}. */
export const serverFunctions: readonly ServerFunction[] = [healthFunction];
