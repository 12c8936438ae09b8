import { catalogueAuditRowSchema, type CatalogueAuditRow } from '@app/domain';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { getSupabase } from '../../../lib/supabase';

export const AUDIT_PAGE_SIZE = 25;

/**
 * One page of the audit list, newest first. Pages follow the id (always increasing with time
 * within one database), so a change made while an admin reads does not shift the next page.
 */
export async function getCatalogueAudit(beforeId: number | null): Promise<CatalogueAuditRow[]> {
  const supabase = await getSupabase();
  let query = supabase
    .from('catalogue_audit')
    .select(
      'id, changed_at, actor_id, actor_email, actor_role, table_name, row_id, action, changes',
    )
    .order('id', { ascending: false })
    .limit(AUDIT_PAGE_SIZE);
  if (beforeId !== null) query = query.lt('id', beforeId);
  const { data, error } = await query;
  if (error) throw error;
  return z.array(catalogueAuditRowSchema).parse(data);
}

export const catalogueAuditQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: ['catalogue-audit'],
    queryFn: ({ pageParam }) => getCatalogueAudit(pageParam),
    initialPageParam: null as number | null,
    getNextPageParam: (page) =>
      page.length === AUDIT_PAGE_SIZE ? (page[page.length - 1]?.id ?? null) : null,
  });

export const useCatalogueAudit = () => useInfiniteQuery(catalogueAuditQueryOptions());
