/**
 * A CPU profile of the gateway under the bench's load: the server runs with --cpu-prof, one
 * scenario's gateway URL is loaded for a while, and the profile's self time is summed by function
 * and by package. `npm run bench:profile -- ['scenario name'] [seconds]`; start-up is in the profile
 * too. The proxy comparison's scenarios ('member tour by slug gzip') sign a member in.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { signInMembers } from '@app/testing/money-fixtures';
import { type ServerProcess, startServerProcess } from '@app/testing/server-process';
import { runLoad } from './measure.js';
import { benchDataDir, benchServerEnv } from './paths.js';
import { buildProxyScenarios } from './proxy-scenarios.js';
import { buildCatalogueScenarios, type Scenario } from './scenarios.js';
import { fetchAnonKey } from './verify.js';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

const scenarioName = process.argv[2] ?? 'tour by slug';
const seconds = Number(process.argv[3] ?? 10);
/** The proxy comparison's scenarios, as a member; only their gateway target is loaded here. */
async function memberScenarios(
  server: ServerProcess,
  catalogue: Scenario[],
  anonKey: string,
): Promise<Scenario[]> {
  if (!scenarioName.startsWith('member ')) return [];
  const pool = new pg.Pool({ connectionString: server.serviceDatabaseUrl, max: 1 });
  const [member] = await signInMembers(pool, server.url, anonKey, 1).finally(() => pool.end());
  if (!member) throw new Error('no member signed in');
  return buildProxyScenarios(
    catalogue,
    { url: server.postgrestUrl, pid: server.pid },
    member.accessToken,
  );
}

const profileDir = await fs.mkdtemp(path.join(os.tmpdir(), 'gateway-profile-'));

const server = await startServerProcess({
  dataDir: benchDataDir,
  env: benchServerEnv,
  nodeArgs: ['--cpu-prof', `--cpu-prof-dir=${profileDir}`],
});
try {
  const pool = new pg.Pool({ connectionString: server.databaseUrl, max: 2 });
  const { scenarios: catalogue } = await buildCatalogueScenarios(
    pool,
    { gatewayUrl: server.url, postgrestUrl: server.postgrestUrl },
    (message) => console.error(message),
  );
  await pool.end();
  const anonKey = await fetchAnonKey(server.url);
  const scenarios = [...catalogue, ...(await memberScenarios(server, catalogue, anonKey))];
  const scenario = scenarios.find((s) => s.name === scenarioName);
  if (!scenario) throw new Error(`no scenario "${scenarioName}"`);
  const headers = { apikey: anonKey, Authorization: `Bearer ${anonKey}`, ...scenario.headers };
  const sample = await runLoad(scenario.targets.measured.url, { connections: 4, seconds, headers });
  console.log(`${scenarioName}: ${sample.latencies.length} requests in ${sample.seconds} s`);
} finally {
  await server.stop();
}

const files = (await fs.readdir(profileDir)).filter((file) => file.endsWith('.cpuprofile'));
const profiles = await Promise.all(
  files.map(
    async (file) => JSON.parse(await fs.readFile(path.join(profileDir, file), 'utf8')) as Profile,
  ),
);
// One profile per thread (tsx runs a loader thread); the gateway's is the one that was busy.
// Both sample as often while idle, so their sample counts do not tell them apart.
const busyTime = (candidate: Profile) => {
  const idle = new Set(
    candidate.nodes
      .filter((node) => node.callFrame.functionName === '(idle)')
      .map((node) => node.id),
  );
  return candidate.samples.reduce(
    (sum, id, i) => (idle.has(id) ? sum : sum + (candidate.timeDeltas[i] ?? 0)),
    0,
  );
};
const profile = profiles.sort((a, b) => busyTime(b) - busyTime(a))[0];
if (!profile) throw new Error('no profile written');

const selfTime = new Map<number, number>();
profile.samples.forEach((id, i) => {
  selfTime.set(id, (selfTime.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0));
});
const byFunction = new Map<string, number>();
const byPackage = new Map<string, number>();
let total = 0;
for (const node of profile.nodes) {
  const time = selfTime.get(node.id) ?? 0;
  if (time === 0) continue;
  const { functionName, url, lineNumber } = node.callFrame;
  if (functionName === '(idle)' || functionName === '(program)') continue;
  total += time;
  const where = url
    .replace(/^.*node_modules\//, '')
    .replace(/^file:\/\/.*?\/(server|test)\//, '$1/');
  const name = `${functionName || '(anonymous)'} ${where}:${lineNumber + 1}`;
  byFunction.set(name, (byFunction.get(name) ?? 0) + time);
  const pkg = url.includes('node_modules/')
    ? url.replace(/^.*node_modules\/((@[^/]+\/)?[^/]+).*$/, '$1')
    : url.startsWith('file:')
      ? url.replace(/^file:\/\/.*?\/(server\/src\/[^/]+).*$/, '$1')
      : functionName.startsWith('(')
        ? functionName
        : 'node internals';
  byPackage.set(pkg, (byPackage.get(pkg) ?? 0) + time);
}
const top = (map: Map<string, number>, n: number) =>
  [...map]
    .sort((a, b) => b[1] - a[1])
    .slice(0, n)
    .map(([name, time]) => `${((time / total) * 100).toFixed(1).padStart(5)} %  ${name}`)
    .join('\n');
console.log(`\nbusy ${(total / 1000).toFixed(0)} ms; by package:\n${top(byPackage, 20)}`);
console.log(`\nby function:\n${top(byFunction, 40)}`);
await fs.rm(profileDir, { recursive: true, force: true });
