import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { pino } from 'pino';
import { withCredentials } from '@app/server/platform/database-url';
import { startEmbeddedPostgres } from '@app/server/platform/embedded-postgres';
import { THROWAWAY_POSTGRES } from './throwaway-postgres.js';

export interface ManagedPostgres {
  /** The database owner's URL: it may create roles, nothing more (no superuser, no BYPASSRLS). */
  ownerUrl: string;
  /** A superuser of the same cluster, as a hosting provider keeps for itself. */
  adminUrl: string;
  stop(): Promise<void>;
}

export const MANAGED_OWNER = 'ecotours_owner';

/**
 * A PostgreSQL set up the way managed hosts hand one out: the product gets a database owned by
 * a login with CREATEROLE only, created with the C locale. The embedded binaries run a second
 * cluster for it.
 */
export async function startManagedPostgres(): Promise<ManagedPostgres> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'ecotours-managed-'));
  const cluster = await startEmbeddedPostgres({
    dataDir,
    password: randomBytes(18).toString('base64url'),
    log: pino({ enabled: false }),
    settings: THROWAWAY_POSTGRES,
  });
  const ownerPassword = randomBytes(18).toString('base64url');
  const admin = new pg.Client({ connectionString: cluster.url });
  await admin.connect();
  try {
    await admin.query(
      `create role ${MANAGED_OWNER} login createrole nosuperuser nobypassrls nocreatedb password ${pg.escapeLiteral(ownerPassword)}`,
    );
    // The plain C locale, as some hosts create databases: lower() and pg_trgm know ASCII only.
    await admin.query(
      `create database ecotours owner ${MANAGED_OWNER} template template0 encoding 'UTF8' locale_provider libc lc_collate 'C' lc_ctype 'C'`,
    );
  } finally {
    await admin.end();
  }
  const ownerUrl = new URL(withCredentials(cluster.url, MANAGED_OWNER, ownerPassword));
  ownerUrl.pathname = '/ecotours';
  return {
    ownerUrl: ownerUrl.toString(),
    adminUrl: cluster.url,
    async stop() {
      await cluster.stop();
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}
