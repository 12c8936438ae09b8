import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import readline from 'node:readline';
import { fileURLToPath } from 'node:url';

const testDir = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.dirname(testDir);
const serverEntry = path.join(testDir, 'server-entry.ts');

export interface ServerProcess {
  url: string;
  postgrestUrl: string;
  databaseUrl: string;
  serviceDatabaseUrl: string;
  pid: number;
  /** Resolves when the process has exited, however it ended. */
  exited: Promise<void>;
  /** SIGKILL, as a crash would: PostgreSQL and PostgREST are left for the next start to stop. */
  kill(): Promise<void>;
  stop(): Promise<void>;
}

export interface ServerProcessOptions {
  dataDir: string;
  /** More settings for the server (PORT, SEED_DEMO, MAX_CONNECTIONS_PER_CLIENT, LOG_LEVEL). */
  env?: Record<string, string>;
  /** Flags for node itself (--cpu-prof, which NODE_OPTIONS refuses). */
  nodeArgs?: string[];
  /**
   * How long the start may take, migrations included (180 s unless set): the bench's database of
   * 100,000 listings builds a new index of them in minutes.
   */
  startTimeoutMs?: number;
}

interface ReadyMessage {
  event: 'ready';
  url: string;
  postgrestUrl: string;
  databaseUrl: string;
  serviceDatabaseUrl: string;
}

const START_TIMEOUT_MS = 180_000;
/** How much of the server's last output a failed start quotes. */
const OUTPUT_TAIL_CHARS = 4_000;
const STOP_TIMEOUT_MS = 30_000;

function parseReady(line: string): ReadyMessage | undefined {
  if (!line.startsWith('{')) return undefined;
  try {
    const message = JSON.parse(line) as Partial<ReadyMessage>;
    return message.event === 'ready' ? (message as ReadyMessage) : undefined;
  } catch {
    return undefined;
  }
}

function waitForExit(child: ChildProcess, timeoutMs: number): Promise<boolean> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(true);
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), timeoutMs);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve(true);
    });
  });
}

function stopper(child: ChildProcess): () => Promise<void> {
  let stopping: Promise<void> | undefined;
  return () => {
    stopping ??= (async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      if (await waitForExit(child, STOP_TIMEOUT_MS)) return;
      console.error(`server (pid ${child.pid}) did not stop in time; killing it`);
      child.kill('SIGKILL');
      await waitForExit(child, 5_000);
    })();
    return stopping;
  };
}

/**
 * Runs test/server-entry.ts under tsx in its own process group, so Ctrl-C reaches only the
 * benchmark, which then stops the server in order. Its stdin is a pipe: if the parent dies, the
 * pipe closes and the server stops by itself.
 */
export function startServerProcess(options: ServerProcessOptions): Promise<ServerProcess> {
  // Settings the entry passes on come from `options` only, never from the caller's shell.
  const inherited = { ...process.env };
  for (const name of [
    'PORT',
    'SEED_DEMO',
    'MAX_CONNECTIONS_PER_CLIENT',
    'DATABASE_URL',
    'POSTGREST_URL',
    'JWT_SECRET',
    'OPERATOR_NAME',
    'OPERATOR_ADDRESS',
    'OPERATOR_VAT_ID',
    'OPERATOR_REGISTRATION',
    'RECEIPT_TAX',
  ])
    delete inherited[name];
  const child = spawn(
    process.execPath,
    [...(options.nodeArgs ?? []), '--import', 'tsx', serverEntry],
    {
      cwd: repoRoot,
      env: { ...inherited, ...options.env, DATA_DIR: options.dataDir },
      stdio: ['pipe', 'pipe', 'pipe'],
      detached: true,
    },
  );
  const stop = stopper(child);
  const exited = new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });
  const kill = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    await exited;
  };

  // The server's own words go on to ours as they come; a failed start also quotes their end,
  // so that a CI log cut to its last lines still says why.
  let outputTail = '';
  const keep = (text: string) => {
    outputTail = (outputTail + text).slice(-OUTPUT_TAIL_CHARS);
  };
  child.stderr!.on('data', (chunk: Buffer) => {
    process.stderr.write(chunk);
    keep(chunk.toString('utf8'));
  });
  const failure = (reason: string) =>
    new Error(`${reason}; its last output:\n${outputTail.trim() || '(none)'}`);

  return new Promise((resolve, reject) => {
    const startTimeoutMs = options.startTimeoutMs ?? START_TIMEOUT_MS;
    const timer = setTimeout(() => {
      void stop();
      reject(failure(`the server did not become ready within ${startTimeoutMs / 1000} s`));
    }, startTimeoutMs);
    const onExit = (code: number | null, signal: NodeJS.Signals | null) => {
      clearTimeout(timer);
      // Its last words may still be in the pipe when it exits.
      const drained = child.stderr!.readableEnded
        ? Promise.resolve()
        : new Promise((done) => {
            child.stderr!.once('end', done);
            setTimeout(done, 1_000).unref();
          });
      void drained.then(() =>
        reject(failure(`the server exited before it was ready (code ${code}, signal ${signal})`)),
      );
    };
    child.once('exit', onExit);
    child.once('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });

    const lines = readline.createInterface({ input: child.stdout! });
    lines.on('line', (line) => {
      const ready = parseReady(line);
      if (!ready) {
        process.stderr.write(`[server] ${line}\n`);
        keep(`${line}\n`);
        return;
      }
      clearTimeout(timer);
      child.off('exit', onExit);
      resolve({
        url: ready.url,
        postgrestUrl: ready.postgrestUrl,
        databaseUrl: ready.databaseUrl,
        serviceDatabaseUrl: ready.serviceDatabaseUrl,
        pid: child.pid!,
        exited,
        kill,
        stop,
      });
    });
  });
}
