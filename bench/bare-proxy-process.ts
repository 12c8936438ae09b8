import { spawn } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';
import readline from 'node:readline';
import { benchDir, repoRoot } from './paths.js';

export interface BareProxy {
  url: string;
  pid: number;
  stop(): Promise<void>;
}

const START_TIMEOUT_MS = 30_000;

/**
 * Starts bench/bare-proxy.ts in front of `postgrestUrl`, run like the server (node with tsx) in
 * a process of its own. Its stdin is a pipe: closing it, or this process dying, stops it.
 */
export async function startBareProxy(postgrestUrl: string): Promise<BareProxy> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(benchDir, 'bare-proxy.ts'), postgrestUrl],
    { cwd: repoRoot, stdio: ['pipe', 'pipe', 'inherit'] },
  );
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = once(child, 'exit');
    child.stdin?.end();
    await exited;
  };
  const lines = readline.createInterface({ input: child.stdout! });
  const timeout = AbortSignal.timeout(START_TIMEOUT_MS);
  try {
    const ready = await Promise.race([
      once(lines, 'line', { signal: timeout }).then(
        ([line]) => JSON.parse(String(line)) as unknown,
      ),
      once(child, 'exit', { signal: timeout }).then(([code]) => {
        throw new Error(`the bare proxy exited before it was ready (code ${String(code)})`);
      }),
    ]);
    if (typeof ready !== 'object' || ready === null || !('url' in ready)) {
      throw new Error(`the bare proxy announced ${JSON.stringify(ready)}`);
    }
    return { url: String(ready.url), pid: child.pid!, stop };
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
}
