import { randomBytes } from 'node:crypto';
import { newPasswordSchema } from '@app/domain';
import type { AuthStore } from './auth-store.js';
import { isCommonPassword } from './common-passwords.js';
import { hashPassword } from './passwords.js';
import type { Logger } from '../platform/logger.js';

function generatePassword(): string {
  for (;;) {
    const candidate = randomBytes(12).toString('base64url');
    if (newPasswordSchema.safeParse(candidate).success && !isCommonPassword(candidate)) {
      return candidate;
    }
  }
}

export interface Admins {
  /** The accounts that get the admin role. */
  adminEmails: string[];
  /** Set only when this call created the demo admin with a generated password. */
  createdDemoAdmin: { email: string; password: string } | undefined;
}

/**
 * The accounts that get the admin role: ADMIN_EMAILS. With it empty, outside production, that is
 * the demo admin, created confirmed on first start. A generated password is handed back to the
 * caller, who prints it once on the console; it is never written to the log. Production has no
 * demo admin: a well-known address with a password on the console is no way to run a site.
 */
export async function ensureAdmins(
  store: AuthStore,
  options: {
    env: 'development' | 'production' | 'test';
    adminEmails: readonly string[];
    demoAdmin: { email: string; password: string | undefined };
  },
  log: Logger,
): Promise<Admins> {
  if (options.adminEmails.length > 0) {
    await store.syncAdminRoles(options.adminEmails);
    return { adminEmails: [...options.adminEmails], createdDemoAdmin: undefined };
  }
  if (options.env === 'production') {
    const ignored = options.demoAdmin.password ? ' (ADMIN_PASSWORD is ignored)' : '';
    log.warn(
      `No admin: production creates no demo admin${ignored}; list the admins' addresses in ADMIN_EMAILS.`,
    );
    await store.syncAdminRoles([]);
    return { adminEmails: [], createdDemoAdmin: undefined };
  }
  const { email } = options.demoAdmin;
  let createdDemoAdmin: Admins['createdDemoAdmin'];
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
    // Another instance starting at the same time may have won the race: it hands out its own.
    if (created) {
      if (options.demoAdmin.password) {
        log.info(`Demo admin: ${email} / the password in ADMIN_PASSWORD`);
      } else {
        log.info(`Demo admin: ${email} created; its password is printed once on the console`);
        createdDemoAdmin = { email, password };
      }
    }
  }
  await store.syncAdminRoles([email]);
  return { adminEmails: [email], createdDemoAdmin };
}
