import { topUpNotes, type TopUpKind } from '@app/domain/money';
import { getSupabase } from '../supabase';
import { newIdempotencyKey } from '../server-function';

/** A unique-key clash on a retry means the first attempt was written. */
const isDuplicateKey = (error: { code?: string }) => error.code === '23505';

/**
 * Records a top-up in the member's ledger (the spec's direct insert; the database caps amounts
 * and frequency and answers with a message the member can read). The action's idempotency key
 * goes with it, and a network failure is retried once with the same key.
 */
export async function recordTopUp(
  userId: string | undefined,
  amount: number,
  kind: TopUpKind,
): Promise<void> {
  if (!userId) throw new Error('User not authenticated');
  const supabase = await getSupabase();
  const row = {
    user_id: userId,
    amount_eur: amount,
    type: 'topup',
    direction: 'credit',
    notes: topUpNotes(kind, amount),
    idempotency_key: newIdempotencyKey(),
  };
  for (let attempt = 1; ; attempt += 1) {
    const { error } = await supabase.from('wallet_transactions').insert(row).select().single();
    if (!error) return;
    if (attempt > 1 && isDuplicateKey(error)) return;
    // PostgREST answers a lost connection with an empty message and no code.
    if (!error.code && attempt < 2) continue;
    throw new Error(error.message || 'Failed to process wallet transaction.');
  }
}
