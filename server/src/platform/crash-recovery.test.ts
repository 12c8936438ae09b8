import { type ChildProcessByStdio, spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import type { Readable } from 'node:stream';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { copyDataDirTemplate } from '@app/testing/data-dir-template';
import { createPasswordAccount, type PasswordAccount } from '@app/testing/password-accounts';
import { startTestServer, type TestServer } from '@app/testing/start-test-server';
import { findRunningCluster } from './embedded-postgres.js';
import { firstBlockedFolder } from './postgres-user.js';
import { POSTGREST_PID_FILE, stopOrphanedPostgrest } from './postgrest.js';
import { isRunning, livePidFileProcess, writePidFile } from './processes.js';
import { projectRoot } from './project-paths.js';

async function waitFor(check: () => Promise<boolean>, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check().catch(() => false)) return true;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return false;
}

const healthStatus = async (url: string) =>
  (await fetch(`${url}/health`, { signal: AbortSignal.timeout(2000) })).status;

/** Every pid a test started (the servers and what they spawned), ended in afterAll if alive. */
const started = new Set<number>();
const tempDirs: string[] = [];

afterAll(async () => {
  for (const pid of started) {
    if (isRunning(pid)) process.kill(pid, 'SIGKILL');
  }
  for (const dir of tempDirs) await fs.rm(dir, { recursive: true, force: true });
});

interface ServerProcess {
  child: ChildProcessByStdio<null, Readable, Readable>;
  exited: Promise<number | null>;
  /** Resolves with the URL once it prints it, rejects with its output if it exits first. */
  ready: Promise<string>;
  output: () => string;
}

function spawnServer(dataDir: string, nodeOptions: string[] = []): ServerProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', ...nodeOptions, 'server/src/main.ts'], {
    cwd: projectRoot,
    env: { ...process.env, DATA_DIR: dataDir, PORT: '0', SEED_DEMO: 'false', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  started.add(child.pid!);
  let output = '';
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => resolve(code)),
  );
  const ready = new Promise<string>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /running at (http:\/\/\S+)/.exec(output);
      if (match) resolve(match[1]!);
    });
    void exited.then(() => reject(new Error(`server exited before it was ready: ${output}`)));
  });
  ready.catch(() => undefined);
  return { child, exited, ready, output: () => output };
}

async function postgrestPid(dataDir: string): Promise<number> {
  const record = JSON.parse(await fs.readFile(path.join(dataDir, POSTGREST_PID_FILE), 'utf8')) as {
    pid: number;
  };
  return record.pid;
}

describe('a killed gateway', () => {
  it('a live instance still refuses a second one; after kill -9 the next start stops the orphans and serves', async () => {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'ecotours-killed-'));
    tempDirs.push(dataDir);
    // A copy of the run's migrated cluster: the kill and the restart are the subject, not initdb.
    await copyDataDirTemplate(dataDir);

    const first = spawnServer(dataDir);
    const firstUrl = await first.ready;
    const postgres = (await findRunningCluster(dataDir))!.pid;
    const postgrest = await postgrestPid(dataDir);
    started.add(postgres).add(postgrest);

    // A live gateway holds DATA_DIR: another process is refused and harms nothing.
    const second = spawnServer(dataDir);
    expect(await second.exited).toBe(1);
    expect(second.output()).toMatch(
      /Cannot start: Another instance is already using DATA_DIR .* \(it runs as pid \d+\): stop that instance first/,
    );
    expect(await healthStatus(firstUrl)).toBe(200);

    // kill -9 leaves PostgreSQL and PostgREST running without their gateway.
    first.child.kill('SIGKILL');
    await first.exited;
    expect(isRunning(postgres)).toBe(true);
    expect(isRunning(postgrest)).toBe(true);

    const startedAt = Date.now();
    const third = spawnServer(dataDir);
    const thirdUrl = await third.ready;
    expect(await waitFor(async () => (await healthStatus(thirdUrl)) === 200, 30_000)).toBe(true);
    expect(Date.now() - startedAt).toBeLessThan(30_000);
    expect(isRunning(postgres)).toBe(false);
    expect(isRunning(postgrest)).toBe(false);
    const newPostgres = (await findRunningCluster(dataDir))!.pid;
    const newPostgrest = await postgrestPid(dataDir);
    started.add(newPostgres).add(newPostgrest);

    // It stops cleanly and leaves nothing behind.
    third.child.kill('SIGTERM');
    expect(await third.exited).toBe(0);
    expect(isRunning(newPostgres)).toBe(false);
    expect(isRunning(newPostgrest)).toBe(false);
    await expect(fs.access(path.join(dataDir, 'instance.pid'))).rejects.toThrow();
  }, 90_000);
});

describe('only provably our processes are stopped', () => {
  it('a pid file names a process only with its start time, and a non-PostgREST one is left alone', async () => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'ecotours-pids-'));
    tempDirs.push(dir);
    const file = path.join(dir, POSTGREST_PID_FILE);
    const sleeper = spawn('sleep', ['30'], { stdio: 'ignore' });
    started.add(sleeper.pid!);
    const exited = new Promise((resolve) => sleeper.once('exit', resolve));

    // The same pid with another start time is a reused pid: not ours.
    await fs.writeFile(file, JSON.stringify({ pid: sleeper.pid, startTime: '1' }));
    expect(await livePidFileProcess(file)).toBeUndefined();

    await writePidFile(file, sleeper.pid!);
    expect((await livePidFileProcess(file))?.pid).toBe(sleeper.pid);
    // Ours by pid and start time, but it does not run postgrest: never signalled.
    const log = { warn: () => undefined } as unknown as Parameters<typeof stopOrphanedPostgrest>[1];
    await stopOrphanedPostgrest(file, log);
    expect(isRunning(sleeper.pid!)).toBe(true);

    sleeper.kill('SIGKILL');
    await exited;
    expect(isRunning(sleeper.pid!)).toBe(false);
  });
});

describe('gateways on an external PostgreSQL', () => {
  it('may share a DATA_DIR (stored files), as several instances behind a load balancer do', async () => {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'ecotours-shared-'));
    tempDirs.push(dataDir);
    // The run's own JWT_SECRET: each start sets the authenticator's password from it, and the
    // other test files use that login on this database.
    const env = {
      DATA_DIR: dataDir,
      DATABASE_URL: inject('databaseUrl'),
      JWT_SECRET: inject('jwtSecret'),
    };
    const one = await startTestServer(env);
    try {
      const two = await startTestServer(env);
      try {
        expect(await healthStatus(one.url)).toBe(200);
        expect(await healthStatus(two.url)).toBe(200);
      } finally {
        await two.dispose();
      }
      expect(await healthStatus(one.url)).toBe(200);
    } finally {
      await one.dispose();
    }
  });
});

describe('a killed PostgreSQL', () => {
  let server: TestServer;
  let account: PasswordAccount;
  // Started ahead, under the hook's longer bound: the test's own time is the recovery's.
  beforeAll(async () => {
    server = await startTestServer();
    account = await createPasswordAccount(server.servicePool);
  });
  afterAll(async () => {
    await server?.dispose();
  });

  it('shows as down in /health, is restarted, and REST reads and sign-ins work again', async () => {
    const { url } = server;
    const postmaster = (await findRunningCluster(server.dataDir))!.pid;
    process.kill(postmaster, 'SIGKILL');

    expect(
      await waitFor(async () => {
        const response = await fetch(`${url}/health`, { signal: AbortSignal.timeout(2000) });
        const body = (await response.json()) as { database: string };
        return response.status === 503 && body.database === 'down';
      }, 5000),
      'down in /health',
    ).toBe(true);
    expect(
      await waitFor(async () => (await healthStatus(url)) === 200, 30_000),
      'healthy again',
    ).toBe(true);
    const restarted = (await findRunningCluster(server.dataDir))!.pid;
    expect(restarted).not.toBe(postmaster);

    const read = await fetch(`${url}/rest/v1/tours?select=id&limit=1`, {
      headers: { apikey: server.keys.anonKey },
      signal: AbortSignal.timeout(10_000),
    });
    expect(read.status).toBe(200);
    const signIn = await fetch(`${url}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: { apikey: server.keys.anonKey, 'content-type': 'application/json' },
      body: JSON.stringify({ email: account.email, password: account.password }),
      signal: AbortSignal.timeout(10_000),
    });
    expect(signIn.status).toBe(200);
    expect(((await signIn.json()) as { access_token?: string }).access_token).toBeTruthy();
  }, 60_000);
});

describe.runIf(process.getuid?.() === 0)('started as root', () => {
  it('a DATA_DIR under a private folder is refused with one sentence naming that folder', async () => {
    const privateDir = await fs.mkdtemp(path.join(os.tmpdir(), 'ecotours-private-'));
    tempDirs.push(privateDir);
    await fs.chmod(privateDir, 0o700);
    await expect(startTestServer({ DATA_DIR: path.join(privateDir, 'data') })).rejects.toThrow(
      `Started as root, PostgreSQL runs as the system user "postgres", who cannot reach DATA_DIR ${path.join(privateDir, 'data')} because ${privateDir} is private: set DATA_DIR to a folder that user can reach (such as /var/lib/ecotours), start as a user other than root, or set DATABASE_URL to use an external PostgreSQL.`,
    );
  });

  it('binaries under a private folder are named, not a raw EACCES', async () => {
    // The PostgreSQL package as a checkout under a private folder has it: the same files, but
    // reached through a 0700 folder (a loader hook points the package's import there).
    const privateDir = await fs.mkdtemp(path.join(os.tmpdir(), 'ecotours-private-'));
    tempDirs.push(privateDir);
    await fs.chmod(privateDir, 0o700);
    const name = `@embedded-postgres/${process.platform}-${process.arch}`;
    const real = path.dirname(path.dirname(fileURLToPath(import.meta.resolve(name))));
    const copy = path.join(privateDir, 'package');
    await fs.mkdir(path.join(copy, 'dist'), { recursive: true });
    await fs.copyFile(path.join(real, 'package.json'), path.join(copy, 'package.json'));
    await fs.copyFile(path.join(real, 'dist', 'index.js'), path.join(copy, 'dist', 'index.js'));
    await fs.symlink(path.join(real, 'native'), path.join(copy, 'native'));
    const hooks = path.join(privateDir, 'hooks.mjs');
    await fs.writeFile(
      hooks,
      `export async function resolve(specifier, context, next) {
        if (specifier === ${JSON.stringify(name)})
          return { url: ${JSON.stringify(pathToFileURL(path.join(copy, 'dist', 'index.js')).href)}, shortCircuit: true };
        return next(specifier, context);
      }`,
    );
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'ecotours-reachable-'));
    tempDirs.push(dataDir);
    const register = `data:text/javascript,import { register } from 'node:module'; register(${JSON.stringify(pathToFileURL(hooks).href)});`;
    const server = spawnServer(dataDir, ['--import', register]);
    expect(await server.exited).toBe(1);
    expect(server.output().trim()).toBe(
      `Cannot start: Started as root, PostgreSQL runs as the system user "postgres", who cannot reach its binaries in ${path.join(copy, 'native', 'bin')} because ${privateDir} is private: move the project to a folder that user can reach (such as /opt or /srv), start as a user other than root, or set DATABASE_URL to use an external PostgreSQL.`,
    );
  });

  it('the reachability check follows owner, group and others bits', async () => {
    const privateDir = await fs.mkdtemp(path.join(os.tmpdir(), 'ecotours-private-'));
    tempDirs.push(privateDir);
    await fs.chmod(privateDir, 0o700);
    const binary = path.join(privateDir, 'bin', 'postgres');
    await fs.mkdir(path.dirname(binary), { recursive: true });
    // Not the owner, not in the group: the others' bits decide.
    expect(await firstBlockedFolder(binary, 12345, [12345])).toBe(privateDir);
    expect(await firstBlockedFolder(binary, 0, [])).toBeUndefined();
    await fs.chmod(privateDir, 0o710);
    expect(await firstBlockedFolder(binary, 12345, [0])).toBeUndefined();
    await fs.chmod(privateDir, 0o701);
    expect(await firstBlockedFolder(binary, 12345, [12345])).toBeUndefined();
  });
});
