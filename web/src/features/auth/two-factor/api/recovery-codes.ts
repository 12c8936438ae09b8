import {
  type RecoveryCodeSet,
  recoveryCodeSetSchema,
  type RecoveryCodesStatus,
  recoveryCodesStatusSchema,
} from '@app/domain/two-factor';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { AuthApiError } from '@supabase/supabase-js';
import { twoFactorKeys } from '../../../../lib/two-factor-keys';
import { getPublicConfig, getSupabase } from '../../../../lib/supabase';

// GoTrue's recovery-code endpoints (/auth/v1/factors/recovery-codes, decision 045). The
// supabase-js in use predates its `mfa.recoveryCodes` calls, so these are plain requests with
// the session's token; a recovered session is handed to supabase-js with setSession.

async function recoveryCodesCall(path: string, method: 'GET' | 'POST', body?: unknown) {
  const supabase = await getSupabase();
  const { data } = await supabase.auth.getSession();
  const { supabaseUrl, anonKey } = getPublicConfig();
  const response = await fetch(`${supabaseUrl}/auth/v1/factors/recovery-codes${path}`, {
    method,
    headers: {
      apikey: anonKey,
      authorization: `Bearer ${data.session?.access_token ?? anonKey}`,
      'content-type': 'application/json',
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const answer: unknown = await response.json().catch(() => ({}));
  if (!response.ok) {
    const fields = typeof answer === 'object' && answer !== null ? answer : {};
    const message =
      'msg' in fields && typeof fields.msg === 'string' ? fields.msg : 'Request failed';
    const code =
      'error_code' in fields && typeof fields.error_code === 'string'
        ? fields.error_code
        : undefined;
    throw new AuthApiError(message, response.status, code);
  }
  return answer;
}

export async function getRecoveryCodesStatus(): Promise<RecoveryCodesStatus> {
  return recoveryCodesStatusSchema.parse(await recoveryCodesCall('', 'GET'));
}

export const recoveryCodesStatusQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: twoFactorKeys.recoveryCodes(userId),
    queryFn: getRecoveryCodesStatus,
  });

export const useRecoveryCodesStatus = (userId: string) =>
  useQuery(recoveryCodesStatusQueryOptions(userId));

/** A new set of ten in place of any old one (the session must be at aal2). */
export async function generateRecoveryCodes(): Promise<RecoveryCodeSet> {
  return recoveryCodeSetSchema.parse(await recoveryCodesCall('/regenerate', 'POST'));
}

/** One recovery code proves the session (aal2); the new session goes to supabase-js. */
export async function verifyRecoveryCode(code: string): Promise<void> {
  const answer = await recoveryCodesCall('/verify', 'POST', { code });
  const tokens =
    typeof answer === 'object' &&
    answer !== null &&
    'access_token' in answer &&
    'refresh_token' in answer
      ? { access_token: String(answer.access_token), refresh_token: String(answer.refresh_token) }
      : undefined;
  if (!tokens) throw new Error('The recovery code was accepted without a session');
  const supabase = await getSupabase();
  const { error } = await supabase.auth.setSession(tokens);
  if (error) throw error;
}
