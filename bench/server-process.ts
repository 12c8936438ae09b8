import { type ChildProcess, spawn } from 'node:child_process';
import readline from 'node:readline';
import { repoRoot, serverEntry } from './paths.js';

export interface BenchServer {
  url: string;
  postgrestUrl: string;
  databaseUrl: string;
  serviceDatabaseUrl: string;
  pid: number;
  stop(): Promise<void>;
}

interface ReadyMessage {
  event: 'ready';
  url: string;
  postgrestUrl: string;
  databaseUrl: string;
  serviceDatabaseUrl: string;
}

const START_TIMEOUT_MS = 180_000;
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
      console.error(`bench server (pid ${child.pid}) did not stop in time; killing it`);
      child.kill('SIGKILL');
      await waitForExit(child, 5_000);
    })();
    return stopping;
  };
}

/**
 * Runs bench/server-entry.ts under tsx in its own process group, so Ctrl-C reaches only the
 * benchmark, which then stops the server in order. Its stdin is a pipe: if the benchmark dies,
 * the pipe closes and the server stops by itself.
 */
export function startBenchServer(): Promise<BenchServer> {
  const child = spawn(process.execPath, ['--import', 'tsx', serverEntry], {
    cwd: repoRoot,
    env: process.env,
    stdio: ['pipe', 'pipe', 'inherit'],
    detached: true,
  });
  const stop = stopper(child);

  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      void stop();
      reject(
        new Error(`the bench server did not become ready within ${START_TIMEOUT_MS / 1000} s`),
      );
    }, START_TIMEOUT_MS);
    const onExit = (code: number | null, signal: NodeJS.Signals | null) => {
      clearTimeout(timer);
      reject(
        new Error(`the bench server exited before it was ready (code ${code}, signal ${signal})`),
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
        stop,
      });
    });
  });
}
