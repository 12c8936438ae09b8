import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProcessLog, LOG_FLUSH_MS } from './process-log.js';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'process-log-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

async function linesOf(file: string): Promise<string[]> {
  const text = await readFile(file, 'utf8').catch(() => '');
  return text.split('\n').filter(Boolean);
}

describe('the process log', () => {
  it('holds lines in memory, then writes them within the flush interval', async () => {
    const file = path.join(dir, 'interval.log');
    const { log, flush } = createProcessLog('info', undefined, file);
    await sleep(50); // the file is open
    log.info('first');
    log.info('second');
    expect(await linesOf(file)).toEqual([]);
    await sleep(LOG_FLUSH_MS * 3);
    expect((await linesOf(file)).map((line) => JSON.parse(line).msg)).toEqual(['first', 'second']);
    flush();
  });

  it('writes what waits when flushed on shutdown', async () => {
    const file = path.join(dir, 'shutdown.log');
    const { log, flush } = createProcessLog('info', undefined, file);
    await sleep(50);
    log.info('last words');
    flush();
    expect((await linesOf(file)).map((line) => JSON.parse(line).msg)).toEqual(['last words']);
  });

  it('loses at most the last flush interval when the process is killed', async () => {
    const file = path.join(dir, 'killed.log');
    const script = `
      const { createProcessLog } = await import(${JSON.stringify(new URL('./process-log.ts', import.meta.url).href)});
      const { log } = createProcessLog('info', undefined, ${JSON.stringify(file)});
      let n = 0;
      setInterval(() => log.info({ n: n++ }, 'tick'), 5);
      setTimeout(() => { log.info('marker'); process.stdout.write('ready\\n'); }, 400);
    `;
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', '--input-type=module', '-e', script],
      {
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    );
    const ready = await new Promise<boolean>((resolve) => {
      child.stdout.on('data', (chunk: Buffer) => {
        if (chunk.toString().includes('ready')) resolve(true);
      });
      child.once('exit', () => resolve(false));
    });
    expect(ready).toBe(true);
    await sleep(LOG_FLUSH_MS * 3);
    child.kill('SIGKILL');
    await new Promise((resolve) => child.once('exit', resolve));
    const messages = (await linesOf(file)).map((line) => JSON.parse(line).msg);
    // The marker was logged 300 ms before the kill: it reached the file, and so did the ticks.
    expect(messages).toContain('marker');
    expect(messages.filter((msg) => msg === 'tick').length).toBeGreaterThan(50);
  });
});
