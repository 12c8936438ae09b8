import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import { hashPassword } from '@app/server/auth/passwords';

export interface PasswordAccount {
  id: string;
  email: string;
  password: string;
}

/** A confirmed account with a password, written straight into auth.users. */
export async function createPasswordAccount(
  pool: pg.Pool,
  options: { password?: string; confirmed?: boolean; email?: string } = {},
): Promise<PasswordAccount> {
  const email = options.email ?? `member-${randomUUID().slice(0, 8)}@example.test`;
  const password = options.password ?? `pass-${randomUUID().slice(0, 8)}-1`;
  const { rows } = await pool.query<{ id: string }>(
    `insert into auth.users (email, encrypted_password, raw_app_meta_data, email_confirmed_at)
     values ($1, $2, '{"provider": "email", "providers": ["email"]}',
             case when $3::boolean then now() end)
     returning id`,
    [email, await hashPassword(password), options.confirmed ?? true],
  );
  return { id: rows[0]!.id, email, password };
}
