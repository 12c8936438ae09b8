import fs from 'node:fs/promises';

/** `proxy`: what the load was sent to in front of PostgREST, the gateway or the bare proxy. */
export type Component = 'proxy' | 'postgrest' | 'postgres' | 'load generator';

export const components: Component[] = ['proxy', 'postgrest', 'postgres', 'load generator'];

/** CPU milliseconds per component. */
export type CpuTimes = Record<Component, number>;

interface ProcessTimes {
  ppid: number;
  name: string;
  ms: number;
}

/** /proc counts in clock ticks, USER_HZ = 100 on Linux. */
const TICK_MS = 10;

async function readProcess(pid: number): Promise<ProcessTimes | undefined> {
  try {
    const stat = await fs.readFile(`/proc/${pid}/stat`, 'utf8');
    const close = stat.lastIndexOf(')');
    const name = stat.slice(stat.indexOf('(') + 1, close);
    const fields = stat.slice(close + 2).split(' ');
    return {
      ppid: Number(fields[1]),
      name,
      ms: (Number(fields[11]) + Number(fields[12])) * TICK_MS,
    };
  } catch {
    return undefined;
  }
}

/** Every process below rootPid (and rootPid itself), and the proxy's, by pid. */
async function processTree(rootPid: number, proxyPid: number): Promise<Map<number, ProcessTimes>> {
  const pids = (await fs.readdir('/proc')).filter((entry) => /^\d+$/.test(entry)).map(Number);
  const all = new Map<number, ProcessTimes>();
  await Promise.all(
    pids.map(async (pid) => {
      const times = await readProcess(pid);
      if (times) all.set(pid, times);
    }),
  );
  const tree = new Map<number, ProcessTimes>();
  const visit = (pid: number) => {
    const times = all.get(pid);
    if (!times || tree.has(pid)) return;
    tree.set(pid, times);
    for (const [child, childTimes] of all) if (childTimes.ppid === pid) visit(child);
  };
  visit(rootPid);
  visit(proxyPid);
  return tree;
}

function componentOf(pid: number, proxyPid: number, name: string): Component | undefined {
  if (pid === proxyPid) return 'proxy';
  if (name === 'postgrest') return 'postgrest';
  if (name === 'postgres') return 'postgres';
  return undefined;
}

/** One process's CPU milliseconds so far, all its threads (undefined where /proc is not). */
export async function processCpuMs(pid: number): Promise<number | undefined> {
  return (await readProcess(pid))?.ms;
}

export interface CpuMeter {
  /** CPU time each component used since the meter started (backends that exited are missed). */
  read(): Promise<CpuTimes | undefined>;
}

/**
 * Measures the server's CPU use per component from /proc (Linux only; elsewhere read() gives
 * undefined). CPU time per request shows where the work goes and is far less disturbed by other
 * load on the machine than wall-clock latency. The proxy is the server's own process (the
 * gateway) unless `proxyPid` names another one (the bare proxy).
 */
export async function startCpuMeter(
  serverPid: number,
  proxyPid: number = serverPid,
): Promise<CpuMeter> {
  const available = await readProcess(serverPid);
  const tree = () => processTree(serverPid, proxyPid);
  const before = available ? await tree() : new Map<number, ProcessTimes>();
  const selfBefore = process.cpuUsage();
  return {
    async read() {
      if (!available) return undefined;
      const after = await tree();
      const self = process.cpuUsage(selfBefore);
      const times: CpuTimes = {
        proxy: 0,
        postgrest: 0,
        postgres: 0,
        'load generator': (self.user + self.system) / 1000,
      };
      for (const [pid, now] of after) {
        const component = componentOf(pid, proxyPid, now.name);
        if (!component) continue;
        const then = before.get(pid);
        times[component] += now.ms - (then && then.name === now.name ? then.ms : 0);
      }
      return times;
    },
  };
}

export function addCpuTimes(
  a: CpuTimes | undefined,
  b: CpuTimes | undefined,
): CpuTimes | undefined {
  if (!a || !b) return a ?? b;
  const sum = { ...a };
  for (const component of components) sum[component] += b[component];
  return sum;
}
