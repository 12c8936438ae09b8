import {
  ADMIN_RECEIPT_COLUMNS,
  type AdminReceiptRow,
  adminReceiptRowSchema,
  RECEIPT_LIST_COLUMNS,
  type ReceiptListRow,
  receiptListRowSchema,
} from '@app/domain/receipts';
import {
  infiniteQueryOptions,
  keepPreviousData,
  queryOptions,
  skipToken,
  useInfiniteQuery,
  useQuery,
} from '@tanstack/react-query';
import { z } from 'zod';
import { receiptKeys } from '../../../lib/receipt-keys';
import { getSupabase } from '../../../lib/supabase';

/** How many receipts the wallet shows at a time, newest first. */
export const MEMBER_RECEIPTS_PAGE_SIZE = 10;
export const ADMIN_RECEIPTS_PAGE_SIZE = 25;

/** One page of the member's own receipts (row-level security shows no one else's). */
export async function getMemberReceipts(page: number): Promise<ReceiptListRow[]> {
  const supabase = await getSupabase();
  const from = page * MEMBER_RECEIPTS_PAGE_SIZE;
  const { data, error } = await supabase
    .from('receipts')
    .select(RECEIPT_LIST_COLUMNS)
    .order('year', { ascending: false })
    .order('sequence', { ascending: false })
    .range(from, from + MEMBER_RECEIPTS_PAGE_SIZE - 1);
  if (error) throw error;
  return z.array(receiptListRowSchema).parse(data);
}

export const memberReceiptsQueryOptions = (userId: string | undefined) =>
  infiniteQueryOptions({
    queryKey: receiptKeys.member(userId ?? ''),
    queryFn: userId ? ({ pageParam }) => getMemberReceipts(pageParam) : skipToken,
    initialPageParam: 0,
    getNextPageParam: (last: ReceiptListRow[], pages: ReceiptListRow[][]) =>
      last.length === MEMBER_RECEIPTS_PAGE_SIZE ? pages.length : undefined,
    staleTime: 30 * 1000,
  });

export const useMemberReceipts = (userId: string | undefined) =>
  useInfiniteQuery(memberReceiptsQueryOptions(userId));

/** One page of every receipt issued from `from` to `to` (operator's days), newest first. */
export async function getAdminReceipts(
  from: string,
  to: string,
  page: number,
): Promise<{ total: number; rows: AdminReceiptRow[] }> {
  const supabase = await getSupabase();
  const start = page * ADMIN_RECEIPTS_PAGE_SIZE;
  const { data, error, count } = await supabase
    .from('receipts')
    .select(ADMIN_RECEIPT_COLUMNS, { count: 'exact' })
    .gte('issued_on', from)
    .lte('issued_on', to)
    .order('year', { ascending: false })
    .order('sequence', { ascending: false })
    .range(start, start + ADMIN_RECEIPTS_PAGE_SIZE - 1);
  if (error) throw error;
  return { total: count ?? 0, rows: z.array(adminReceiptRowSchema).parse(data) };
}

export const adminReceiptsQueryOptions = (from: string, to: string, page: number) =>
  queryOptions({
    queryKey: receiptKeys.admin(from, to, page),
    queryFn: () => getAdminReceipts(from, to, page),
    placeholderData: keepPreviousData,
  });

export const useAdminReceipts = (range: { from: string; to: string } | undefined, page: number) =>
  useQuery({
    ...adminReceiptsQueryOptions(range?.from ?? '', range?.to ?? '', page),
    enabled: range !== undefined,
  });
