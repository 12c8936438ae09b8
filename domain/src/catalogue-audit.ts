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

/** How the history names a changed row: by its title, else by the start of its id. */
export type AuditSubjectName = { kind: 'title'; title: string } | { kind: 'id'; id: string };

/** Who made a change: an account by its e-mail, the server (the service key), or a bare role. */
export type AuditActor =
  { kind: 'email'; email: string } | { kind: 'server' } | { kind: 'role'; role: string };

/**
 * An audit row as facts the web puts into words in the page's language: what happened to which
 * kind of row, how to name it, who did it, and which columns changed.
 */
export interface AuditDescription {
  action: CatalogueAuditRow['action'];
  table: CatalogueAuditRow['table_name'];
  name: AuditSubjectName;
  actor: AuditActor;
  /** The changed columns, by name, sorted. */
  fields: string[];
  /** The languages whose part of the `translations` column changed, sorted; empty if none. */
  languages: string[];
}

const asRecord = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};

/** The languages (keys) of a translations document whose value differs between old and new. */
function changedLanguages(change: { old?: unknown; new?: unknown } | undefined): string[] {
  if (!change) return [];
  const before = asRecord(change.old);
  const after = asRecord(change.new);
  const keys = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...keys]
    .filter((key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]))
    .sort();
}

/**
 * An audit row as facts: 'update' of a 'tours' row named "Lake Bled by Train", by whom, and the
 * fields that changed. The row is named by the title among its changes, else by `knownTitle` (see
 * auditSubjectTitles), else by the start of its id.
 */
export function describeAuditRow(row: CatalogueAuditRow, knownTitle?: string): AuditDescription {
  const title = recordedTitle(row) ?? knownTitle;
  let actor: AuditActor;
  if (row.actor_email !== null) actor = { kind: 'email', email: row.actor_email };
  else if (row.actor_role === 'service_role') actor = { kind: 'server' };
  else actor = { kind: 'role', role: row.actor_role };
  return {
    action: row.action,
    table: row.table_name,
    name:
      title !== undefined ? { kind: 'title', title } : { kind: 'id', id: row.row_id.slice(0, 8) },
    actor,
    fields: Object.keys(row.changes).sort(),
    languages: changedLanguages(row.changes.translations),
  };
}
