import { t } from '@lingui/core/macro';
import type { StoredTopUpResume } from '@app/domain/topup-resume';
import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { callServerFunction, newIdempotencyKey } from '../server-function';
import { getSupabase } from '../supabase';
import { walletKeys } from '../wallet-keys';

export const topUpStatuses = ['pending', 'paid', 'cancelled', 'failed'] as const;
export type TopUpStatus = (typeof topUpStatuses)[number];

const isTopUpStatus = (value: unknown): value is TopUpStatus =>
  topUpStatuses.some((status) => status === value);

/** One top-up attempt by card, as the wallet page shows it. */
export interface CardTopUp {
  id: string;
  /** What the member asked for. */
  amountEur: number;
  status: TopUpStatus;
  /** What the provider reported paid; null until it is. */
  creditedEur: number | null;
  createdAt: string;
  /** The booking the top-up interrupted, to resume once it is paid (decision 026). */
  resume: StoredTopUpResume | null;
}

const COLUMNS = 'id,amount_eur,status,credited_eur,created_at,resume';

type TopUpRow = Parameters<typeof toCardTopUp>[0];

/**
 * The stored choice of a top-up that interrupted a booking; one this app cannot read (an older
 * shape) is none, and the member books afresh. The schema (zod) loads only for such a top-up:
 * the tour page carries no zod on a first visit.
 */
async function readResume(row: TopUpRow): Promise<StoredTopUpResume | null> {
  if (row.resume === null || row.resume === undefined) return null;
  const { storedTopUpResumeSchema } = await import('@app/domain/topup-resume');
  return storedTopUpResumeSchema.safeParse(row.resume).data ?? null;
}

function toCardTopUp(row: {
  id: string;
  amount_eur: number;
  status: string;
  credited_eur: number | null;
  created_at: string;
  resume?: unknown;
}): Omit<CardTopUp, 'resume'> {
  if (!isTopUpStatus(row.status)) throw new Error(`A top-up has an unknown status: ${row.status}`);
  return {
    id: row.id,
    amountEur: Number(row.amount_eur),
    status: row.status,
    creditedEur: row.credited_eur === null ? null : Number(row.credited_eur),
    createdAt: row.created_at,
  };
}

/** The member's top-up with this id; null when there is none (or it is someone else's). */
export async function getTopUp(userId: string, topUpId: string): Promise<CardTopUp | null> {
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .from('wallet_topups')
    .select(COLUMNS)
    .eq('user_id', userId)
    .eq('id', topUpId)
    .maybeSingle();
  if (error) throw error;
  return data ? { ...toCardTopUp(data), resume: await readResume(data) } : null;
}

/** How many pending card top-ups the wallet page lists. */
const PENDING_SHOWN = 10;

/** The member's card top-ups still waiting for the provider's word, newest first. */
export async function getPendingCardTopUps(userId: string): Promise<CardTopUp[]> {
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .from('wallet_topups')
    .select(COLUMNS)
    .eq('user_id', userId)
    .eq('provider', 'stripe')
    .eq('status', 'pending')
    .order('created_at', { ascending: false })
    .limit(PENDING_SHOWN);
  if (error) throw error;
  return data.map((row) => ({ ...toCardTopUp(row), resume: null }));
}

/** How often a pending payment is read again, and for how long after the page opened. */
export const PENDING_POLL_MS = 2000;
export const PENDING_POLL_FOR_MS = 2 * 60 * 1000;

export const topUpQueryOptions = (
  userId: string | undefined,
  topUpId: string | undefined,
  isPolling: boolean,
) =>
  queryOptions({
    queryKey: walletKeys.topUp(userId ?? '', topUpId ?? ''),
    queryFn: userId && topUpId ? () => getTopUp(userId, topUpId) : skipToken,
    refetchInterval: (query) =>
      isPolling && query.state.data?.status === 'pending' ? PENDING_POLL_MS : false,
  });

export const useTopUp = (
  userId: string | undefined,
  topUpId: string | undefined,
  isPolling: boolean,
) => useQuery(topUpQueryOptions(userId, topUpId, isPolling));

export const usePendingCardTopUps = (userId: string | undefined, isPolling: boolean) =>
  useQuery({
    queryKey: walletKeys.pendingTopUps(userId ?? ''),
    queryFn: userId ? () => getPendingCardTopUps(userId) : skipToken,
    refetchInterval: (query) =>
      isPolling && (query.state.data?.length ?? 0) > 0 ? PENDING_POLL_MS : false,
  });

/** wallet-topup-cancel's answer: `pending` when the provider had taken the money already. */
export interface CancelAnswer {
  success: true;
  status: TopUpStatus;
}

/**
 * POST /functions/v1/wallet-topup-cancel: the member left the card provider's page without
 * paying; the provider's session is closed and the top-up marked cancelled, unless it was paid.
 */
export function cancelCardTopUp(topUpId: string): Promise<CancelAnswer> {
  return callServerFunction<CancelAnswer>(
    'wallet-topup-cancel',
    { topup_id: topUpId },
    newIdempotencyKey(),
    t`Failed to cancel the payment.`,
  );
}
