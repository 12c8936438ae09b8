import type { AdminPage } from '@app/domain/admin-lists';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useEffectEvent } from 'react';
import type { z } from 'zod';
import { pageCount, pageOffset } from '../lib/list-state';
import type { ListUrlState } from '../hooks/use-list-url-state';

/** What an admin list RPC call resolves to (PostgREST's answer or its error). */
type RpcAnswer = { data: unknown; error: unknown };

/** The RPC arguments every admin list shares. */
export interface PageArgs {
  p_search: string;
  p_sort: string;
  p_descending: boolean;
  p_limit: number;
  p_offset: number;
}

/** One page of an admin list, parsed with the list's schema. */
export async function fetchAdminPage<Row>(
  call: () => PromiseLike<RpcAnswer>,
  schema: z.ZodType<AdminPage<Row>>,
): Promise<AdminPage<Row>> {
  const { data, error } = await call();
  if (error) throw error;
  return schema.parse(data);
}

/**
 * One page of a server-paged admin list, at the place its address names. The page shown stays
 * while the next one loads (placeholderData), so the list never jumps; a page past the end (rows
 * deleted since) moves to the last page.
 */
export function useAdminPage<Sort extends string, Row>({
  queryKey,
  list,
  pageSize,
  fetchPage,
  enabled = true,
}: {
  /** From the list's key factory, under its list key: today's invalidations refresh every page. */
  queryKey: (args: PageArgs) => readonly unknown[];
  list: ListUrlState<Sort>;
  pageSize: number;
  fetchPage: (args: PageArgs) => Promise<AdminPage<Row>>;
  enabled?: boolean;
}) {
  const { search, page, sort, descending } = list.state;
  const args: PageArgs = {
    p_search: search.trim(),
    p_sort: sort,
    p_descending: descending,
    p_limit: pageSize,
    p_offset: pageOffset(page, pageSize),
  };
  const query = useQuery({
    queryKey: queryKey(args),
    queryFn: () => fetchPage(args),
    placeholderData: keepPreviousData,
    enabled,
  });
  const total = query.data?.total;
  const lastPage = total === undefined ? page : pageCount(total, pageSize);
  const isPastEnd = !query.isPlaceholderData && page > lastPage;
  const moveToLastPage = useEffectEvent(() => list.replacePage(lastPage));
  useEffect(() => {
    if (isPastEnd) moveToLastPage();
  }, [isPastEnd, lastPage]);
  return query;
}
