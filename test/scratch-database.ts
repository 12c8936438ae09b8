import pg from 'pg';
import { inject } from 'vitest';
import './vitest-context.js';

/**
 * An empty database on the test cluster, owned by the server's database login (on a managed
 * host, a login that is not a superuser). Returns that owner's URL for it.
 */
export async function createScratchDatabase(prefix = 'scratch'): Promise<string> {
  const name = `${prefix}_${Date.now()}_${Math.floor(Math.random() * 1e6)}`;
  const owner = decodeURIComponent(new URL(inject('databaseUrl')).username);
  const admin = new pg.Client({ connectionString: inject('clusterAdminUrl') });
  await admin.connect();
  try {
    await admin.query(`create database ${name} owner ${pg.escapeIdentifier(owner)}`);
  } finally {
    await admin.end();
  }
  const url = new URL(inject('databaseUrl'));
  url.pathname = `/${name}`;
  return url.toString();
}
