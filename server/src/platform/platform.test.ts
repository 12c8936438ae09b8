import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { copyDataDirTemplate } from '@app/testing/data-dir-template';
import { createScratchDatabase } from '@app/testing/scratch-database';
import { startTestServer, type TestServer } from '@app/testing/start-test-server';
import { findRunningCluster } from './embedded-postgres.js';
import { migrationsDir, projectRoot } from './project-paths.js';
import { runMigrations } from './migrations.js';

let server: TestServer;
/** Folders this file's tests made, removed when it ends. */
const folders: string[] = [];

/** A new empty folder in the system's temporary directory, removed after the file's tests. */
async function temporaryFolder(prefix: string): Promise<string> {
  const folder = await fs.mkdtemp(path.join(os.tmpdir(), prefix));
  folders.push(folder);
  return folder;
}

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  await server?.dispose();
  await Promise.all(folders.map((folder) => fs.rm(folder, { recursive: true, force: true })));
});

async function waitFor(check: () => Promise<boolean>, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return false;
}

describe('start-up faults end with one clear sentence', () => {
  it('a second instance on the same DATA_DIR refuses to start', async () => {
    await expect(startTestServer({ DATA_DIR: server.dataDir })).rejects.toThrow(
      /^Another instance is already using DATA_DIR .*: stop that instance first, or set DATA_DIR to another folder\.$/,
    );
    // The first instance is untouched.
    expect((await fetch(`${server.url}/health`)).status).toBe(200);
  });

  it('a port in use is named', async () => {
    const port = new URL(server.url).port;
    await expect(startTestServer({ PORT: port })).rejects.toThrow(
      `Port ${port} on 127.0.0.1 is already in use: stop the program using it or set PORT to another port.`,
    );
  });

  it('a DATA_DIR that cannot be created is named', async () => {
    const file = path.join(await temporaryFolder('ecotours-file-'), 'plain-file');
    await fs.writeFile(file, 'x');
    await expect(startTestServer({ DATA_DIR: path.join(file, 'data') })).rejects.toThrow(
      /^DATA_DIR .* cannot be read and written \(ENOTDIR\): fix its permissions or set DATA_DIR to a writable folder\.$/,
    );
  });
});

const freshDatabase = () => createScratchDatabase('migrations');

describe('migrations', () => {
  async function tablesIn(url: string, schema: string): Promise<string[]> {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    const { rows } = await client.query<{ t: string }>(
      'select table_name as t from information_schema.tables where table_schema = $1 order by 1',
      [schema],
    );
    await client.end();
    return rows.map((row) => row.t);
  }

  it('a failing migration changes nothing, not even the good ones before it', async () => {
    const url = await freshDatabase();
    const dir = await temporaryFolder('ecotours-migrations-');
    await fs.writeFile(
      path.join(dir, '0001.do.good.sql'),
      'create table public.good_one (id int);',
    );
    await fs.writeFile(
      path.join(dir, '0002.do.bad.sql'),
      'create table public.bad_one (id int);\nselect * from missing_table;',
    );
    await expect(runMigrations(url, dir)).rejects.toThrow(
      /^A database migration failed.*nothing was changed/,
    );
    expect(await tablesIn(url, 'public')).toEqual([]);
    expect(await tablesIn(url, 'private')).toEqual([]);
  });

  it('records checksums and refuses an edited migration', async () => {
    const url = await freshDatabase();
    const dir = await temporaryFolder('ecotours-migrations-');
    const file = path.join(dir, '0001.do.first.sql');
    await fs.writeFile(file, 'create table public.first_one (id int);');
    expect((await runMigrations(url, dir)).applied).toEqual(['0001.do.first.sql']);
    expect((await runMigrations(url, dir)).applied).toEqual([]);
    await fs.writeFile(file, 'create table public.first_one (id bigint);');
    await expect(runMigrations(url, dir)).rejects.toThrow(/checksum/i);
  });

  it('vacuums a table a migration rewrote, so index-only scans work again', async () => {
    const url = await freshDatabase();
    const dir = await temporaryFolder('ecotours-migrations-');
    await fs.writeFile(
      path.join(dir, '0001.do.fill.sql'),
      'create table public.filled (id int);\ninsert into public.filled select generate_series(1, 5000);',
    );
    expect((await runMigrations(url, dir)).applied).toEqual(['0001.do.fill.sql']);
    await fs.writeFile(
      path.join(dir, '0002.do.rewrite.sql'),
      'alter table public.filled add column twice int generated always as (id * 2) stored;\n' +
        'analyze public.filled;',
    );
    const result = await runMigrations(url, dir);
    expect(result.applied).toEqual(['0002.do.rewrite.sql']);
    expect(result.vacuumed).toContain('public.filled');
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    const { rows } = await client.query<{ relpages: number; relallvisible: number }>(
      `select relpages, relallvisible from pg_class where oid = 'public.filled'::regclass`,
    );
    await client.end();
    expect(rows[0]!.relpages).toBeGreaterThan(0);
    expect(rows[0]!.relallvisible).toBe(rows[0]!.relpages);
  });

  it('applies the real migrations to an empty database, with RLS forced on every public table', async () => {
    const url = await freshDatabase();
    const result = await runMigrations(url, migrationsDir);
    expect(result.applied.length).toBeGreaterThanOrEqual(5);
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    const { rows } = await client.query<{
      relname: string;
      relrowsecurity: boolean;
      relforcerowsecurity: boolean;
    }>(
      `select c.relname, c.relrowsecurity, c.relforcerowsecurity
         from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname in ('public', 'auth', 'storage') and c.relkind = 'r'`,
    );
    await client.end();
    expect(rows.length).toBeGreaterThanOrEqual(9);
    for (const row of rows)
      expect(row, row.relname).toMatchObject({ relrowsecurity: true, relforcerowsecurity: true });
  });
});

describe('database roles', () => {
  async function query<T extends pg.QueryResultRow>(url: string, sql: string) {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      return (await client.query<T>(sql)).rows;
    } finally {
      await client.end();
    }
  }

  it('the running server connects as authenticator, and service_role skips no policy', async () => {
    const [service] = await query<{ session: string; current: string; bypass: boolean }>(
      inject('serviceDatabaseUrl'),
      `select session_user as session, current_user as current,
              (select rolbypassrls from pg_roles where rolname = 'service_role') as bypass`,
    );
    expect(service).toEqual({ session: 'authenticator', current: 'service_role', bypass: false });
  });

  it.runIf(inject('databaseKind') === 'managed')(
    'on a managed host the owner is neither superuser nor BYPASSRLS, and everything above ran on it',
    async () => {
      const [owner] = await query<{ rolsuper: boolean; rolbypassrls: boolean }>(
        inject('databaseUrl'),
        `select rolsuper, rolbypassrls from pg_roles where rolname = current_user`,
      );
      expect(owner).toEqual({ rolsuper: false, rolbypassrls: false });
    },
  );

  it('a database that ran 0004 before it was amended takes the new checksum and nothing else', async () => {
    const url = await freshDatabase();
    await runMigrations(url, migrationsDir);
    await query(
      url,
      `update private.schema_migrations set md5 = 'edd990b4b4842efcb05e8efbd1f16a0d' where version = 4`,
    );
    expect((await runMigrations(url, migrationsDir)).applied).toEqual([]);
    const [row] = await query<{ md5: string }>(
      url,
      'select md5 from private.schema_migrations where version = 4',
    );
    expect(row!.md5).not.toBe('edd990b4b4842efcb05e8efbd1f16a0d');
    // Any other checksum is still an edited migration.
    await query(url, `update private.schema_migrations set md5 = 'deadbeef' where version = 4`);
    await expect(runMigrations(url, migrationsDir)).rejects.toThrow(/checksum/i);
  });
});

describe('PostgREST supervision', () => {
  it('a killed PostgREST shows in /health, is restarted, and requests recover', async () => {
    const before = server.postgrest.pid();
    expect(before).toBeDefined();
    process.kill(before!, 'SIGKILL');
    expect(
      await waitFor(async () => (await fetch(`${server.url}/health`)).status === 503, 5000),
    ).toBe(true);
    expect(await waitFor(async () => (await fetch(`${server.url}/health`)).status === 200)).toBe(
      true,
    );
    expect(server.postgrest.pid()).not.toBe(before);
    const response = await fetch(`${server.url}/rest/v1/tours?select=id&limit=1`, {
      headers: { apikey: server.keys.anonKey },
    });
    expect(response.status).toBe(200);
  });
});

describe('the server process', () => {
  it('takes the embedded PostgreSQL down when it exits without stopping', async () => {
    const dataDir = await temporaryFolder('ecotours-exit-');
    const script = `
      const { startEmbeddedPostgres } = await import('./server/src/platform/embedded-postgres.ts');
      const log = { info() {}, debug() {} };
      await startEmbeddedPostgres({ dataDir: ${JSON.stringify(dataDir)}, password: 'x'.repeat(20), log });
      process.exit(0);`;
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', '--input-type=module', '-e', script],
      {
        cwd: projectRoot,
        stdio: 'ignore',
      },
    );
    expect(await new Promise((resolve) => child.once('exit', resolve))).toBe(0);
    expect(
      await waitFor(async () => (await findRunningCluster(dataDir)) === undefined, 10_000),
    ).toBe(true);
    await fs.rm(dataDir, { recursive: true, force: true });
  });

  it('keeps a failing exit code: the embedded-postgres exit hooks do not force 0', async () => {
    const child = spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        '--input-type=module',
        '-e',
        "await import('./server/src/platform/embedded-postgres.ts'); process.exitCode = 3;",
      ],
      { cwd: projectRoot, stdio: 'ignore' },
    );
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
    expect(code).toBe(3);
  });

  // A whole start in a new process: tsx compiles the server, then PostgreSQL and PostgREST
  // start; on two busy cores that alone outlasted the default 30 s. It gets the time a server's
  // start gets in a hook, and its cluster is a copy of the run's migrated one (no initdb).
  it('stops cleanly on SIGTERM, taking PostgreSQL and PostgREST with it', async () => {
    const dataDir = await temporaryFolder('ecotours-signal-');
    await copyDataDirTemplate(dataDir);
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
      cwd: projectRoot,
      env: { ...process.env, DATA_DIR: dataDir, PORT: '0', SEED_DEMO: 'false', LOG_LEVEL: 'warn' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const exited = new Promise<number | null>((resolve) =>
      child.once('exit', (code) => resolve(code)),
    );
    const url = await new Promise<string>((resolve, reject) => {
      let output = '';
      child.stdout.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        const match = /running at (http:\/\/\S+)/.exec(output);
        if (match) resolve(match[1]!);
      });
      void exited.then(() => reject(new Error(`server exited before it was ready: ${output}`)));
    });
    expect((await fetch(`${url}/health`)).status).toBe(200);
    const running = await findRunningCluster(dataDir);
    expect(running).toBeDefined();

    child.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(await findRunningCluster(dataDir)).toBeUndefined();
    await expect(fetch(`${url}/health`)).rejects.toThrow();
    await fs.rm(dataDir, { recursive: true, force: true });
  }, 120_000);
});
