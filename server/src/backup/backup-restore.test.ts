import { randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { pino } from 'pino';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { fundWallet } from '@app/testing/money-fixtures';
import { createPasswordAccount, type PasswordAccount } from '@app/testing/password-accounts';
import { copyDataDirTemplate } from '@app/testing/data-dir-template';
import {
  createMigratedScratchDatabase,
  createScratchDatabase,
} from '@app/testing/scratch-database';
import { startTestServer, type TestServer } from '@app/testing/start-test-server';
import { loadConfig } from '../config.js';
import { SERVICE_CALLER } from '../platform/identity.js';
import { backupFromConfig } from './backup.js';
import { type Manifest, manifestSchema, MANIFEST_FILE } from './manifest.js';
import { restoreFromConfig } from './restore.js';

const log = pino({ enabled: false });
const lines: string[] = [];
const progress = (line: string) => lines.push(line);
const temporary: string[] = [];
const servers: TestServer[] = [];

async function tempDir(prefix: string) {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), `ecotours-${prefix}-`));
  temporary.push(dir);
  return dir;
}

/**
 * Embedded: the server's own cluster in DATA_DIR. Managed: a database on the suite's cluster
 * (whose owner is no superuser), with the suite's JWT_SECRET (the authenticator's password,
 * shared by the whole cluster, derives from it).
 */
async function databaseSettings(managed: boolean): Promise<Record<string, string>> {
  if (!managed) return {};
  return { DATABASE_URL: await createScratchDatabase('backup'), JWT_SECRET: inject('jwtSecret') };
}

/**
 * The backed-up server's settings: as `databaseSettings`, on a copy of the run's migrated
 * cluster or database (decision 028). Restores still go to empty ones.
 */
async function sourceSettings(managed: boolean): Promise<Record<string, string>> {
  const dataDir = await tempDir('backup-source');
  if (!managed) {
    await copyDataDirTemplate(dataDir);
    return { DATA_DIR: dataDir };
  }
  return {
    DATA_DIR: dataDir,
    DATABASE_URL: await createMigratedScratchDatabase('backup'),
    JWT_SECRET: inject('jwtSecret'),
  };
}

const settings = (env: Record<string, string>) =>
  loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'warn', SEED_DEMO: 'false', ...env });

async function start(env: Record<string, string>) {
  const server = await startTestServer(env, { renderAhead: false });
  servers.push(server);
  return server;
}

async function callFunction(server: TestServer, name: string, token: string, body: unknown) {
  const response = await fetch(`${server.url}/functions/v1/${name}`, {
    method: 'POST',
    headers: {
      apikey: server.keys.anonKey,
      authorization: `Bearer ${token}`,
      'content-type': 'application/json',
      'idempotency-key': randomUUID(),
    },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

async function signIn(server: TestServer, account: PasswordAccount) {
  const response = await fetch(`${server.url}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey: server.keys.anonKey, 'content-type': 'application/json' },
    body: JSON.stringify({ email: account.email, password: account.password }),
  });
  const body = (await response.json()) as { access_token?: string };
  return { status: response.status, token: body.access_token ?? '' };
}

/** Whole rows as JSON, for comparing before and after. */
async function rowsOf(server: TestServer, sql: string, params: unknown[]) {
  const { rows } = await server.servicePool.query<{ row: unknown }>(sql, params);
  return rows.map((row) => row.row);
}

/** A statement as the service with its claims, as the functions run (the audit records it). */
async function asService<T extends pg.QueryResultRow>(
  server: TestServer,
  sql: string,
  params: unknown[],
) {
  const client = await server.servicePool.connect();
  try {
    await client.query('begin');
    await client.query(`select set_config('request.jwt.claims', '{"role": "service_role"}', true)`);
    const result = await client.query<T>(sql, params);
    await client.query('commit');
    return result;
  } finally {
    client.release();
  }
}

async function ownerQuery<T extends pg.QueryResultRow>(
  url: string,
  sql: string,
  params: unknown[] = [],
) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(sql, params)).rows;
  } finally {
    await client.end();
  }
}

afterAll(async () => {
  for (const server of servers.reverse()) await server.dispose().catch(() => undefined);
  for (const dir of temporary) await fs.rm(dir, { recursive: true, force: true });
});

describe.each([
  { managed: false, where: "the server's own cluster" },
  { managed: true, where: 'a database whose owner is no superuser' },
])('backup and restore on $where', ({ managed }) => {
  it(
    'restores every account, booking, ledger row, file and job, backed up while the server runs',
    { timeout: 240_000 },
    async () => {
      const sourceEnv = await sourceSettings(managed);
      const source = await start(sourceEnv);
      const pool = source.servicePool;

      // Members with passwords, money, a paid and a cancelled booking, a picture, a reminder job.
      const members = [await createPasswordAccount(pool), await createPasswordAccount(pool)];
      const ids = members.map((member) => member.id);
      for (const id of ids) await fundWallet(pool, id, 300);
      const { token } = await signIn(source, members[0]!);
      const tour = await asService<{ id: string }>(
        source,
        `insert into public.tours (slug, title, category, country, price_eur, duration_days,
                                 difficulty, group_size, meeting_point)
       values ($1, 'Backup Rail', 'eco', 'Austria', 80, 3, 'easy', 100, 'Wien Hbf')
       returning id`,
        [`backup-${randomUUID().slice(0, 8)}`],
      );
      const booking = {
        tourId: tour.rows[0]!.id,
        startDate: new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10),
        travelers: 1,
        addOnIds: [],
        baseTotalEUR: 80,
        addOnsTotalEUR: 0,
        grandTotalEUR: 80,
      };
      const paid = await callFunction(source, 'process-booking', token, booking);
      expect(paid.status).toBe(200);
      const cancelled = await callFunction(source, 'process-booking', token, booking);
      const cancelledId = String(Reflect.get(Object(cancelled.body.booking), 'id'));
      expect(
        (await callFunction(source, 'cancel-booking', token, { booking_id: cancelledId })).status,
      ).toBe(200);
      const picture = randomBytes(2048);
      const pictureKey = `backup-test/${randomUUID()}.png`;
      await source.store.putObject(SERVICE_CALLER, 'tours', pictureKey, picture, {
        contentType: 'image/png',
      });

      const bookingsSql = `select to_jsonb(b) as row from public.bookings b where user_id = any($1) order by id`;
      const ledgerSql = `select to_jsonb(t) as row from public.wallet_transactions t where user_id = any($1) order by id`;
      const walletsSql = `select to_jsonb(w) as row from public.wallets w where user_id = any($1) order by user_id`;
      const usersSql = `select to_jsonb(u) as row from auth.users u where id = any($1) order by id`;
      const jobsSql = `select jsonb_build_object('key', j.key, 'run_at', j.run_at, 'payload', j.payload) as row
                       from graphile_worker._private_jobs j
                       join graphile_worker._private_tasks t on t.id = j.task_id
                      where t.identifier = 'booking_reminder' order by j.key`;
      const before = {
        bookings: await rowsOf(source, bookingsSql, [ids]),
        ledger: await rowsOf(source, ledgerSql, [ids]),
        wallets: await rowsOf(source, walletsSql, [ids]),
        users: await rowsOf(source, usersSql, [ids]),
        jobs: (await ownerQuery<{ row: unknown }>(source.databaseUrl, jobsSql)).map((r) => r.row),
      };
      expect(before.bookings).toHaveLength(2);
      expect(before.ledger.length).toBeGreaterThanOrEqual(4);
      expect(before.jobs).toHaveLength(1);

      // A writer keeps inserting while the backup reads: the backup holds one moment of it.
      let writing = true;
      let written = 0;
      const writer = (async () => {
        while (writing || written < 10) {
          await pool.query(
            `insert into public.contact_messages (first_name, last_name, email, inquiry_type, message)
           values ('Backup', 'Writer', 'writer@example.test', 'general', 'a message while backing up')`,
          );
          written += 1;
        }
      })();
      while (written < 5) await new Promise((resolve) => setTimeout(resolve, 5));
      const backupDir = path.join(await tempDir('backup-out'), 'backup');
      const manifest = await backupFromConfig({
        config: settings(sourceEnv),
        storageBackend: 'disk',
        out: backupDir,
        log,
        progress,
      }).finally(() => {
        writing = false;
      });
      const writtenAtBackupEnd = written;
      await writer;

      const counted = (name: string) =>
        manifest.tables.find((t) => `${t.schema}.${t.name}` === name)?.rows;
      expect(counted('public.contact_messages')).toBeGreaterThanOrEqual(5);
      expect(counted('public.contact_messages')).toBeLessThan(written);
      expect(writtenAtBackupEnd).toBeGreaterThan(5);
      expect(manifest.files.map((file) => file.key)).toContain(pictureKey);
      expect(manifest.tables.map((t) => `${t.schema}.${t.name}`)).not.toContain('auth.rate_limits');
      expect((await fs.stat(backupDir)).mode & 0o777).toBe(0o700);
      expect(manifest.secretsFile === null).toBe(managed);
      if (!managed) {
        expect((await fs.stat(path.join(backupDir, 'secrets.json'))).mode & 0o777).toBe(0o600);
        expect(manifest.notes.join(' ')).toContain('holds DATA_DIR secrets');
      }

      // Destroy: stop the server; restore into a new DATA_DIR (and a new database when managed).
      const safeguardsSql = `select (select count(*)::int from pg_trigger where not tgisinternal and tgenabled <> 'O') as disabled_triggers,
              array(select c.oid::regclass::text from pg_class c where c.relforcerowsecurity order by 1) as forced`;
      const safeguards = await ownerQuery(source.databaseUrl, safeguardsSql);
      await source.dispose();
      const targetEnv = {
        DATA_DIR: await tempDir('backup-target'),
        ...(await databaseSettings(managed)),
      };
      await restoreFromConfig({ config: settings(targetEnv), from: backupDir, log, progress });
      const target = await start(targetEnv);

      expect(await rowsOf(target, bookingsSql, [ids])).toEqual(before.bookings);
      expect(await rowsOf(target, ledgerSql, [ids])).toEqual(before.ledger);
      expect(await rowsOf(target, walletsSql, [ids])).toEqual(before.wallets);
      expect(await rowsOf(target, usersSql, [ids])).toEqual(before.users);
      expect(
        (await ownerQuery<{ row: unknown }>(target.databaseUrl, jobsSql)).map((r) => r.row),
      ).toEqual(before.jobs);
      const { rows: messages } = await target.servicePool.query<{ n: number }>(
        'select count(*)::int as n from public.contact_messages',
      );
      expect(messages[0]!.n).toBe(counted('public.contact_messages'));

      // The session from before the backup still works (same JWT secret, same session row).
      const user = await fetch(`${target.url}/auth/v1/user`, {
        headers: { apikey: target.keys.anonKey, authorization: `Bearer ${token}` },
      });
      expect(user.status).toBe(200);
      for (const member of members) expect((await signIn(target, member)).status).toBe(200);
      const served = await fetch(`${target.url}${target.store.publicUrlPath('tours', pictureKey)}`);
      expect(served.status).toBe(200);
      expect(Buffer.from(await served.arrayBuffer()).equals(picture)).toBe(true);

      // Triggers are on and row security forced again, as before.
      expect(await ownerQuery(target.databaseUrl, safeguardsSql)).toEqual(safeguards);
      expect(safeguards[0]).toMatchObject({ disabled_triggers: 0 });

      // Sequences continue and triggers fire again: a new tour writes a new audit row.
      const audit = () =>
        target.servicePool.query<{ n: number; max: string }>(
          'select count(*)::int as n, max(id)::text as max from public.catalogue_audit',
        );
      const auditBefore = (await audit()).rows[0]!;
      expect(auditBefore.n).toBe(counted('public.catalogue_audit'));
      await asService(
        target,
        `insert into public.tours (slug, title, category, country, price_eur, duration_days, difficulty, group_size)
       values ($1, 'After restore', 'eco', 'Austria', 50, 2, 'easy', 10)`,
        [`after-${randomUUID().slice(0, 8)}`],
      );
      const auditAfter = (await audit()).rows[0]!;
      expect(auditAfter.n).toBe(auditBefore.n + 1);
      const sequence = manifest.sequences.find((entry) => entry.name === 'catalogue_audit_id_seq');
      expect(BigInt(auditBefore.max)).toBeGreaterThan(0n);
      expect(BigInt(auditAfter.max)).toBeGreaterThan(BigInt(sequence?.lastValue ?? 'x'));

      // Refusals.
      const refused = async (from: string, env: Record<string, string>) => {
        const error = await restoreFromConfig({ config: settings(env), from, log, progress }).then(
          () => undefined,
          (caught: unknown) => (caught instanceof Error ? caught.message : String(caught)),
        );
        return error ?? 'restored';
      };
      const emptyTarget = async (): Promise<Record<string, string> & { DATA_DIR: string }> => ({
        DATA_DIR: await tempDir('backup-refused'),
        ...(await databaseSettings(managed)),
      });
      if (managed) {
        expect(
          await refused(backupDir, { ...targetEnv, DATA_DIR: await tempDir('backup-again') }),
        ).toMatch(/target database is not empty/);
      } else {
        expect(await refused(backupDir, targetEnv)).toMatch(/is not empty/);
      }
      const copyOf = async (change: (dir: string, manifest: Manifest) => Promise<void>) => {
        const dir = path.join(await tempDir('backup-copy'), 'backup');
        await fs.cp(backupDir, dir, { recursive: true });
        await change(dir, manifest);
        return dir;
      };
      const incomplete = await copyOf((dir) => fs.rm(path.join(dir, MANIFEST_FILE)));
      const tampered = await copyOf(async (dir, m) => {
        await fs.appendFile(path.join(dir, m.files[0]!.file), 'x');
      });
      const tamperedRows = await copyOf(async (dir, m) => {
        const messages = m.tables.find((t) => t.name === 'contact_messages');
        await fs.appendFile(path.join(dir, messages?.file ?? 'missing'), 'x\n');
      });
      const otherMigrations = await copyOf(async (dir, m) => {
        const changed = manifestSchema.parse(structuredClone(m));
        changed.migrations[0]!.md5 = '0'.repeat(32);
        await fs.writeFile(path.join(dir, MANIFEST_FILE), JSON.stringify(changed));
      });
      // A failure while loading rows (here a row count that does not match) undoes everything.
      const miscounted = await copyOf(async (dir, m) => {
        const changed = manifestSchema.parse(structuredClone(m));
        const messagesTable = changed.tables.find((t) => t.name === 'contact_messages');
        if (messagesTable) messagesTable.rows += 1;
        await fs.writeFile(path.join(dir, MANIFEST_FILE), JSON.stringify(changed));
      });
      const failedEnv = await emptyTarget();
      expect(await refused(miscounted, failedEnv)).toMatch(/holds \d+ rows, the manifest says/);
      if (managed) {
        const client = new pg.Client({ connectionString: failedEnv.DATABASE_URL });
        await client.connect();
        const left = await client
          .query('set role service_role')
          .then(() =>
            client.query<{ users: number; files: number }>(
              `select (select count(*)::int from auth.users) as users,
                    (select count(*)::int from storage.objects) as files`,
            ),
          )
          .finally(() => client.end());
        expect(left.rows).toEqual([{ users: 0, files: 0 }]);
      }
      expect(await fs.readdir(failedEnv.DATA_DIR)).toEqual(managed ? ['secrets.json'] : []);

      for (const [dir, message] of [
        [incomplete, /has no manifest\.json/],
        [tampered, /does not match its sha256/],
        [tamperedRows, /contact_messages\.copy does not match its sha256/],
        [otherMigrations, /other database migrations .*0001/],
      ] as const) {
        const env = await emptyTarget();
        expect(await refused(dir, env)).toMatch(message);
        expect(await fs.readdir(env.DATA_DIR)).toEqual([]);
      }
    },
  );
});
