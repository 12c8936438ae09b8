import { createHmac, randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import { StartupError } from './startup-error.js';
import { errorCode } from './error-fields.js';

const secretsFileSchema = z.object({
  jwtSecret: z.string().min(32),
  postgresPassword: z.string().min(16),
});

export interface Secrets {
  jwtSecret: string;
  postgresPassword: string;
  /** Same on every instance that shares JWT_SECRET, so several gateways can share one database. */
  authenticatorPassword: string;
}

/** Generated once and kept in DATA_DIR; JWT_SECRET from the environment wins. */
export async function loadSecrets(dataDir: string, jwtSecretFromEnv?: string): Promise<Secrets> {
  const file = path.join(dataDir, 'secrets.json');
  let stored: z.infer<typeof secretsFileSchema>;
  try {
    stored = secretsFileSchema.parse(JSON.parse(await fs.readFile(file, 'utf8')));
  } catch (error) {
    if (errorCode(error) !== 'ENOENT') {
      throw new StartupError(
        `${file} is unreadable or damaged: restore it from a backup, or delete it only if DATA_DIR holds no data yet.`,
      );
    }
    stored = {
      jwtSecret: randomBytes(48).toString('base64url'),
      postgresPassword: randomBytes(24).toString('base64url'),
    };
    await fs.writeFile(file, JSON.stringify(stored, null, 2), { mode: 0o600, flag: 'wx' });
  }
  const jwtSecret = jwtSecretFromEnv ?? stored.jwtSecret;
  return {
    jwtSecret,
    postgresPassword: stored.postgresPassword,
    authenticatorPassword: authenticatorPasswordFor(jwtSecret),
  };
}

/** The authenticator login's password, derived from the JWT secret: every gateway knows it. */
export function authenticatorPasswordFor(jwtSecret: string): string {
  return createHmac('sha256', jwtSecret).update('authenticator').digest('base64url');
}
