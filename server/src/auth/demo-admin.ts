import { randomBytes } from 'node:crypto';
import { newPasswordSchema } from '@app/domain';
import type { AuthStore } from './auth-store.js';
import { hashPassword } from './passwords.js';
import type { Logger } from '../platform/logger.js';

function generatePassword(): string {
  for (;;) {
    const candidate = randomBytes(12).toString('base64url');
    if (newPasswordSchema.safeParse(candidate).success) return candidate;
  }
}

/**
 * The accounts that get the admin role. With ADMIN_EMAILS empty, that is the demo admin, created
 * confirmed on first start; a generated password is printed once, when the account is created.
 */
export async function ensureAdmins(
  store: AuthStore,
  options: {
    adminEmails: readonly string[];
    demoAdmin: { email: string; password: string | undefined };
  },
  log: Logger,
): Promise<string[]> {
  if (options.adminEmails.length > 0) return [...options.adminEmails];
  const { email } = options.demoAdmin;
  if (await store.findUserByEmail(email)) {
    log.info(`Demo admin: ${email} (existing account, password unchanged)`);
  } else {
    const password = options.demoAdmin.password ?? generatePassword();
    const created = await store.insertUser({
      email,
      passwordHash: await hashPassword(password),
      userMetadata: { name: 'Demo admin', full_name: 'Demo admin' },
      confirmed: true,
    });
    // Another instance starting at the same time may have won the race: it prints its own.
    if (created) {
      log.info(
        options.demoAdmin.password
          ? `Demo admin: ${email} / the password in ADMIN_PASSWORD`
          : `Demo admin: ${email} / ${password}`,
      );
    }
  }
  return [email];
}
