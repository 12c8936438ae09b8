import type pg from 'pg';
import type { CatalogTable } from './catalog.js';

/**
 * Runs `read` with the role that sees every row of the table, inside the caller's transaction:
 * service_role for a table with forced row security (its policies give it every row, where a
 * managed database's owner sees none), the login itself for the others, which it owns.
 */
export async function asReader<T>(
  client: pg.ClientBase,
  table: Pick<CatalogTable, 'forced'>,
  read: () => Promise<T>,
): Promise<T> {
  await client.query(table.forced ? 'set local role service_role' : 'set local role none');
  try {
    return await read();
  } finally {
    await client.query('set local role none');
  }
}

/** The tables that hold at least one row (inside the caller's transaction). */
export async function tablesWithRows(
  client: pg.ClientBase,
  tables: CatalogTable[],
): Promise<CatalogTable[]> {
  const found: CatalogTable[] = [];
  for (const table of tables) {
    const { rows } = await asReader(client, table, () =>
      client.query<{ some: boolean }>(`select exists (select from ${table.sql}) as some`),
    );
    if (rows[0]?.some) found.push(table);
  }
  return found;
}
