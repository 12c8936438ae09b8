import {
  DELETE_ACCOUNT_PATH,
  type DeleteAccountBody,
  isAccountDeletionBlocker,
  type AccountDeletionBlocker,
} from '@app/domain/account-deletion';
import { getPublicConfig, getSupabase } from '../../../lib/supabase';

/** A refusal of the deletion: a blocker's code, a wrong password, or another failure. */
export class AccountDeletionError extends Error {
  constructor(
    readonly code: AccountDeletionBlocker | 'current_password_invalid' | 'other',
    message: string,
  ) {
    super(message);
    this.name = 'AccountDeletionError';
  }
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/**
 * POST /auth/v1/user/delete (supabase-js has no call for it); then the session, which the server
 * ended, is cleared from this browser.
 */
export async function deleteAccount(currentPassword: string): Promise<void> {
  const supabase = await getSupabase();
  const { data } = await supabase.auth.getSession();
  const token = data.session?.access_token;
  if (!token) throw new AccountDeletionError('other', 'Not signed in');
  const { supabaseUrl, anonKey } = getPublicConfig();
  const body: DeleteAccountBody = { current_password: currentPassword, confirm: true };
  const response = await fetch(`${supabaseUrl}/auth/v1${DELETE_ACCOUNT_PATH}`, {
    method: 'POST',
    headers: {
      apikey: anonKey,
      authorization: `Bearer ${token}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify(body),
  });
  if (!response.ok) {
    const answer: unknown = await response.json().catch(() => ({}));
    const code = typeof answer === 'object' && answer ? Reflect.get(answer, 'error_code') : '';
    const message = typeof answer === 'object' && answer ? text(Reflect.get(answer, 'msg')) : '';
    throw new AccountDeletionError(
      isAccountDeletionBlocker(code) || code === 'current_password_invalid' ? code : 'other',
      message || `Deleting the account failed (${response.status})`,
    );
  }
  await supabase.auth.signOut({ scope: 'local' });
}
