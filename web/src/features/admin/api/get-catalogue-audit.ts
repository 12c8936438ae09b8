import {
  auditedTables,
  catalogueAuditRowSchema,
  recordedTitle,
  type CatalogueAuditRow,
} from '@app/domain/catalogue-audit';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { getSupabase } from '../../../lib/supabase';
import { catalogueAuditKeys } from '../../../lib/catalogue-audit-keys';

export const AUDIT_PAGE_SIZE = 25;

export interface CatalogueAuditPage {
  rows: CatalogueAuditRow[];
  /** Row id → title in the catalogue now, for the rows whose change does not name them. */
  currentTitles: Map<string, string>;
}

const titleRowsSchema = z.array(z.object({ id: z.uuid(), title: z.string() }));

/** The titles the catalogue has now for these rows (a deleted row has none). */
async function getCurrentTitles(rows: readonly CatalogueAuditRow[]): Promise<Map<string, string>> {
  const supabase = await getSupabase();
  const answers = await Promise.all(
    auditedTables.map(async (table) => {
      const ids = [
        ...new Set(
          rows
            .filter((row) => row.table_name === table && recordedTitle(row) === undefined)
            .map((row) => row.row_id),
        ),
      ];
      if (ids.length === 0) return [];
      const { data, error } = await supabase.from(table).select('id, title').in('id', ids);
      if (error) throw error;
      return titleRowsSchema.parse(data);
    }),
  );
  return new Map(answers.flat().map((row) => [row.id, row.title]));
}

/**
 * One page of the audit list, newest first, with the titles of the rows it names. Pages follow
 * the id (always increasing with time within one database), so a change made while an admin
 * reads does not shift the next page.
 */
export async function getCatalogueAudit(beforeId: number | null): Promise<CatalogueAuditPage> {
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
  const rows = z.array(catalogueAuditRowSchema).parse(data);
  return { rows, currentTitles: await getCurrentTitles(rows) };
}

export const catalogueAuditQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: catalogueAuditKeys.all,
    // The first page is asked for with no `before` id; each next one with the last id shown.
    queryFn: ({ pageParam }: { pageParam: number | null }) => getCatalogueAudit(pageParam),
    initialPageParam: null,
    getNextPageParam: ({ rows }) =>
      rows.length === AUDIT_PAGE_SIZE ? (rows[rows.length - 1]?.id ?? null) : null,
  });

export const useCatalogueAudit = () => useInfiniteQuery(catalogueAuditQueryOptions());
