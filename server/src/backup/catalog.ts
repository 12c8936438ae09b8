import type pg from 'pg';
import { BackupError } from './manifest.js';

/**
 * Tables of ours a backup leaves out, each for a reason:
 * - the migrations' bookkeeping, which the target's own migrations write (restore compares the
 *   lists instead);
 * - sign-in and mail rate-limit counters: short-lived, and a restored counter would only block;
 * - the job workers' heartbeats: the workers of the backed-up server are not those that run after.
 */
export const EXCLUDED_TABLES: ReadonlyMap<string, string> = new Map([
  ['private.schema_migrations', 'migration bookkeeping, compared instead'],
  ['graphile_worker.migrations', 'job queue migration bookkeeping, compared instead'],
  ['auth.rate_limits', 'short-lived rate-limit counters'],
  ['private.job_workers', 'heartbeats of the workers running at backup time'],
]);

export interface CatalogTable {
  schema: string;
  name: string;
  /** `schema.name`, quoted for SQL. */
  sql: string;
  columns: string[];
  /** Forced row security: only service_role's policies give its rows to a non-superuser owner. */
  forced: boolean;
  /** service_role may read every row (grant and a policy `using (true)` for select). */
  serviceRoleReadsAll: boolean;
}

export const qualified = (schema: string, name: string) => `${schema}.${name}`;

const quoteIdent = (name: string) => `"${name.replaceAll('"', '""')}"`;
export const quoteQualified = (schema: string, name: string) =>
  `${quoteIdent(schema)}.${quoteIdent(name)}`;
export const quoteColumns = (columns: string[]) => columns.map(quoteIdent).join(', ');

/** Our schemas: everything but PostgreSQL's own; our tables: those the login owns. */
const OURS = `n.nspname not in ('pg_catalog', 'information_schema')
  and n.nspname not like 'pg\\_toast%' and n.nspname not like 'pg\\_temp%'
  and pg_has_role(c.relowner, 'USAGE')`;

/** Every table of the product's, discovered from the catalog, minus EXCLUDED_TABLES. */
export async function listTables(client: pg.ClientBase): Promise<CatalogTable[]> {
  const { rows } = await client.query<{
    schema: string;
    name: string;
    columns: string[];
    forced: boolean;
    service_reads_all: boolean;
  }>(
    `select n.nspname as schema, c.relname as name, c.relforcerowsecurity as forced,
            array(select a.attname::text from pg_attribute a
                   where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
                     and a.attgenerated = ''
                   order by a.attnum) as columns,
            has_table_privilege('service_role', c.oid, 'SELECT')
              and (not c.relrowsecurity or exists (
                select from pg_policy p
                 where p.polrelid = c.oid and p.polpermissive and p.polcmd in ('r', '*')
                   and ('service_role'::regrole = any(p.polroles) or 0::oid = any(p.polroles))
                   and pg_get_expr(p.polqual, p.polrelid) = 'true')) as service_reads_all
       from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where c.relkind in ('r', 'p') and not c.relispartition and ${OURS}
      order by 1, 2`,
  );
  return rows
    .filter((row) => !EXCLUDED_TABLES.has(qualified(row.schema, row.name)))
    .map((row) => ({
      schema: row.schema,
      name: row.name,
      sql: quoteQualified(row.schema, row.name),
      columns: row.columns,
      forced: row.forced,
      serviceRoleReadsAll: row.service_reads_all,
    }));
}

/**
 * A backup reads forced tables as service_role (a managed database's owner meets their row
 * security too), and the others as their owner, which row security does not restrict.
 * A forced table service_role cannot read whole would be backed up with rows missing.
 */
export function assertReadable(tables: CatalogTable[]): void {
  const unreadable = tables.filter((table) => table.forced && !table.serviceRoleReadsAll);
  if (unreadable.length > 0) {
    throw new BackupError(
      `service_role cannot read every row of ${unreadable.map((t) => qualified(t.schema, t.name)).join(', ')} (forced row security needs a SELECT grant and a policy "using (true)" for service_role): add them in a migration, or list the table in EXCLUDED_TABLES with a reason.`,
    );
  }
}

export interface CatalogSequence {
  schema: string;
  name: string;
  sql: string;
}

export async function listSequences(client: pg.ClientBase): Promise<CatalogSequence[]> {
  const { rows } = await client.query<{ schema: string; name: string }>(
    `select n.nspname as schema, c.relname as name
       from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where c.relkind = 'S' and ${OURS}
      order by 1, 2`,
  );
  return rows.map((row) => ({ ...row, sql: quoteQualified(row.schema, row.name) }));
}

/** Foreign keys between tables, as `schema.name` pairs (a self-reference is left out). */
export async function listForeignKeys(
  client: pg.ClientBase,
): Promise<Array<{ from: string; to: string }>> {
  const { rows } = await client.query<{ from: string; to: string }>(
    `select distinct fn.nspname || '.' || f.relname as from, tn.nspname || '.' || t.relname as to
       from pg_constraint k
       join pg_class f on f.oid = k.conrelid join pg_namespace fn on fn.oid = f.relnamespace
       join pg_class t on t.oid = k.confrelid join pg_namespace tn on tn.oid = t.relnamespace
      where k.contype = 'f' and k.conrelid <> k.confrelid`,
  );
  return rows;
}
