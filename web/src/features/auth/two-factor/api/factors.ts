import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Factor } from '@supabase/supabase-js';
import { twoFactorKeys } from '../../../../lib/two-factor-keys';
import { getSupabase } from '../../../../lib/supabase';

// The account's authenticator apps, through supabase-js's own auth.mfa calls (decision 041).

/** The signed-in account's TOTP factors, verified or not, oldest first. */
export async function getTotpFactors(): Promise<Factor[]> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.auth.mfa.listFactors();
  if (error) throw error;
  return data.all.filter((factor) => factor.factor_type === 'totp');
}

export const totpFactorsQueryOptions = (userId: string) =>
  queryOptions({ queryKey: twoFactorKeys.factors(userId), queryFn: getTotpFactors });

export const useTotpFactors = (userId: string) => useQuery(totpFactorsQueryOptions(userId));

export interface TotpEnrolment {
  factorId: string;
  /** A data URI of the QR code's SVG, as supabase-js hands it over. */
  qrCode: string;
  secret: string;
}

export async function enrolTotpFactor(): Promise<TotpEnrolment> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.auth.mfa.enroll({ factorType: 'totp' });
  if (error) throw error;
  return { factorId: data.id, qrCode: data.totp.qr_code, secret: data.totp.secret };
}

/** A code from the app proves the session (aal2); supabase-js stores the new session. */
export async function verifyTotpCode(factorId: string, code: string): Promise<void> {
  const supabase = await getSupabase();
  const { error } = await supabase.auth.mfa.challengeAndVerify({ factorId, code });
  if (error) throw error;
}

export async function removeFactor(factorId: string): Promise<void> {
  const supabase = await getSupabase();
  const { error } = await supabase.auth.mfa.unenroll({ factorId });
  if (error) throw error;
}
