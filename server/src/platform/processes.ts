import { existsSync, readFileSync } from 'node:fs';
import fs from 'node:fs/promises';
import { z } from 'zod';
import { errorCode } from './error-fields.js';

/**
 * What we may know about a process from /proc (Linux): enough to tell that a pid still names the
 * process we started (its start time) and what it runs (its arguments). Elsewhere nothing is
 * known, so nothing is ever proved ours and nothing is stopped.
 */
export interface ProcessInfo {
  pid: number;
  /** Clock ticks since boot at which it started: with the pid, names one process for good. */
  startTime: string;
  args: string[];
}

/** A process that exists and is not a zombie waiting to be reaped. */
export function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (error) {
    if (errorCode(error) !== 'EPERM') return false;
  }
  const stat = readStat(pid);
  return stat?.state !== 'Z';
}

function readStat(pid: number): { state: string; startTime: string } | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) may hold spaces and parentheses: fields follow its last ')'.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // fields[0] is field 3 (state), so field 22 (starttime) is fields[19].
    const [state, startTime] = [fields[0], fields[19]];
    return state && startTime ? { state, startTime } : undefined;
  } catch {
    return undefined;
  }
}

export function processInfo(pid: number): ProcessInfo | undefined {
  if (!Number.isInteger(pid) || pid <= 0) return undefined;
  const stat = readStat(pid);
  if (!stat || stat.state === 'Z') return undefined;
  try {
    const args = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
    if (args.at(-1) === '') args.pop();
    return { pid, startTime: stat.startTime, args };
  } catch {
    return undefined;
  }
}

/** What a pid file of ours holds: the pid and its start time, so a reused pid never matches. */
interface PidRecord {
  pid: number;
  startTime: string;
}

/** A pid file as read back: without a numeric pid it names no process. */
const pidFileSchema = z.object({
  pid: z.number(),
  startTime: z.string().optional().catch(undefined),
});

export async function writePidFile(file: string, pid: number): Promise<void> {
  const info = processInfo(pid);
  const record: PidRecord = { pid, startTime: info?.startTime ?? '' };
  await fs.writeFile(file, JSON.stringify(record) + '\n', { mode: 0o600 });
}

/** The process a pid file names, if that very process (same pid, same start time) still runs. */
export async function livePidFileProcess(file: string): Promise<ProcessInfo | undefined> {
  const record = await fs
    .readFile(file, 'utf8')
    .then((text) => pidFileSchema.safeParse(JSON.parse(text)).data)
    .catch(() => undefined);
  if (!record) return undefined;
  // Without /proc a live pid cannot be told from a reused one: it counts as live, and as
  // nothing known (no arguments), so it is refused but never stopped.
  if (!existsSync('/proc/self/stat')) {
    return isRunning(record.pid) ? { pid: record.pid, startTime: '', args: [] } : undefined;
  }
  const info = processInfo(record.pid);
  if (info && record.startTime && info.startTime === record.startTime) return info;
  return undefined;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Sends `signal` and waits up to `timeoutMs` for the process to end; true when it did. */
export async function signalAndWait(
  pid: number,
  signal: NodeJS.Signals,
  timeoutMs: number,
): Promise<boolean> {
  try {
    process.kill(pid, signal);
  } catch {
    return !isRunning(pid);
  }
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!isRunning(pid)) return true;
    await sleep(50);
  }
  return !isRunning(pid);
}
