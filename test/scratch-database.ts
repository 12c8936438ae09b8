import pg from 'pg';
import { inject } from 'vitest';
import { runMigrations } from '@app/server/platform/migrations';
import './vitest-context.js';

/**
 * An empty database on the test cluster, owned by the server's database login (on a managed
 * host, a login that is not a superuser). Returns that owner's URL for it.
 */
export async function createScratchDatabase(prefix = 'scratch'): Promise<string> {
  return createDatabase(prefix, '');
}

/**
 * A database on the test cluster as `createScratchDatabase` and then every migration leave it,
 * copied from the run's migrated template (`createMigratedTemplate`, made once by the global
 * setup) instead of migrated again: for files whose subject is not the migrations (decision 028).
 */
export async function createMigratedScratchDatabase(prefix = 'scratch'): Promise<string> {
  return createDatabase(prefix, ` template ${pg.escapeIdentifier(inject('migratedTemplate'))}`);
}

async function createDatabase(prefix: string, template: string): Promise<string> {
  const name = `${prefix}_${Date.now()}_${Math.floor(Math.random() * 1e6)}`;
  const owner = decodeURIComponent(new URL(inject('databaseUrl')).username);
  const admin = new pg.Client({ connectionString: inject('clusterAdminUrl') });
  await admin.connect();
  try {
    await admin.query(`create database ${name}${template} owner ${pg.escapeIdentifier(owner)}`);
  } finally {
    await admin.end();
  }
  const url = new URL(inject('databaseUrl'));
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * Made once per run by the global setup, after the shared server set up the cluster's roles: a
 * database created as a scratch one is, migrated by its owner, and left with no connection, so
 * that `create database … template` may copy it. Returns its name.
 */
export async function createMigratedTemplate(
  clusterAdminUrl: string,
  databaseUrl: string,
): Promise<string> {
  const name = 'scratch_migrated_template';
  const owner = decodeURIComponent(new URL(databaseUrl).username);
  const admin = new pg.Client({ connectionString: clusterAdminUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name} owner ${pg.escapeIdentifier(owner)}`);
  } finally {
    await admin.end();
  }
  const url = new URL(databaseUrl);
  url.pathname = `/${name}`;
  await runMigrations(url.toString());
  return name;
}
