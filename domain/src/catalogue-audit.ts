import { z } from 'zod';

export const auditedTables = ['tours', 'micro_tours', 'addons'] as const;
export const auditActions = ['insert', 'update', 'delete'] as const;

/** One value change of an audit row: an insert has only `new`, a delete only `old`. */
const auditValueChangeSchema = z.object({ old: z.unknown(), new: z.unknown() }).partial();

/** A row of public.catalogue_audit as PostgREST returns it. */
export const catalogueAuditRowSchema = z.object({
  id: z.number().int(),
  changed_at: z.string(),
  actor_id: z.uuid().nullable(),
  actor_email: z.string().nullable(),
  actor_role: z.string(),
  table_name: z.enum(auditedTables),
  row_id: z.uuid(),
  action: z.enum(auditActions),
  changes: z.record(z.string(), auditValueChangeSchema),
});
export type CatalogueAuditRow = z.infer<typeof catalogueAuditRowSchema>;

const tableWords: Record<CatalogueAuditRow['table_name'], string> = {
  tours: 'tour',
  micro_tours: 'micro-tour',
  addons: 'add-on',
};
const actionWords: Record<CatalogueAuditRow['action'], string> = {
  insert: 'Created',
  update: 'Updated',
  delete: 'Deleted',
};

/** The title an audit row records itself: an insert's or a rename's new one, a delete's old one. */
export function recordedTitle(row: Pick<CatalogueAuditRow, 'changes'>): string | undefined {
  const name = row.changes.title?.new ?? row.changes.title?.old;
  return typeof name === 'string' ? name : undefined;
}

/**
 * What to call each row an audit list (newest first) names: its title in the catalogue now, else
 * the newest title an audit row recorded for it (a deleted row's delete entry holds its last one).
 */
export function auditSubjectTitles(
  rows: readonly CatalogueAuditRow[],
  currentTitles: ReadonlyMap<string, string>,
): Map<string, string> {
  const titles = new Map(currentTitles);
  for (const row of rows) {
    const title = recordedTitle(row);
    if (title !== undefined && !titles.has(row.row_id)) titles.set(row.row_id, title);
  }
  return titles;
}

/**
 * An audit row in words: 'Updated tour "Lake Bled by Train"', who made it, and the fields that
 * changed. The row is named by the title among its changes, else by `knownTitle` (see
 * auditSubjectTitles), else by the start of its id.
 */
export function describeAuditRow(row: CatalogueAuditRow, knownTitle?: string) {
  const name = recordedTitle(row) ?? knownTitle;
  const subject = name !== undefined ? `"${name}"` : row.row_id.slice(0, 8);
  return {
    summary: `${actionWords[row.action]} ${tableWords[row.table_name]} ${subject}`,
    actor: row.actor_email ?? (row.actor_role === 'service_role' ? 'Server' : row.actor_role),
    fields: Object.keys(row.changes).sort(),
  };
}
