import pg from 'pg';
import { seedScale } from '@app/db/seed-scale';
import { createPasswordAccount } from '@app/testing/password-accounts';
import { startServerProcess } from '@app/testing/server-process';
import { proveTokenWithNewFactor } from '@app/testing/two-factor';
import type { BenchArgs } from './args.js';
import { benchDataDir, benchServerEnv } from './paths.js';
import { fetchAnonKey } from './verify.js';

/** Each call's target: the median answer through the gateway, in ms. */
const TARGET_MS = 100;
const CALLS = 40;
const WARMUP_CALLS = 5;

interface Call {
  name: string;
  fn: string;
  params: Record<string, unknown>;
}

const deep = (rows: number) => Math.max(0, rows - 25);

function calls(args: BenchArgs): Call[] {
  const rpc = (name: string, fn: string, params: Record<string, unknown> = {}): Call => ({
    name,
    fn,
    params,
  });
  return [
    rpc('tours p1', 'admin_tours'),
    rpc('tours deep', 'admin_tours', { p_offset: deep(args.tours) }),
    rpc('tours deep desc', 'admin_tours', { p_offset: deep(args.tours), p_descending: true }),
    rpc('tours search', 'admin_tours', { p_search: 'hiking week' }),
    rpc('micro p1', 'admin_micro_tours'),
    rpc('micro deep', 'admin_micro_tours', { p_offset: deep(args.microTours) }),
    rpc('micro search', 'admin_micro_tours', { p_search: 'street food' }),
    rpc('micro missing', 'admin_micro_tours', { p_image_status: 'missing' }),
    rpc('micro counts', 'admin_micro_tour_counts'),
    rpc('bookings p1', 'admin_bookings'),
    rpc('bookings deep', 'admin_bookings', { p_offset: deep(args.bookings) }),
    rpc('bookings search', 'admin_bookings', { p_search: 'scale-member-004242' }),
    rpc('bookings by email', 'admin_bookings', { p_sort: 'email' }),
    rpc('members p1', 'admin_members'),
    rpc('members deep', 'admin_members', { p_offset: deep(args.members) }),
    rpc('members search', 'admin_members', { p_search: 'member-0042' }),
    rpc('members by balance', 'admin_members', { p_sort: 'balance_eur', p_descending: true }),
  ];
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length - 1) * p))]!;
}

async function time(
  url: string,
  init: RequestInit,
  signal: AbortSignal,
): Promise<{ ms: number[]; total: unknown }> {
  const ms: number[] = [];
  let total: unknown;
  for (let i = 0; i < WARMUP_CALLS + CALLS; i += 1) {
    signal.throwIfAborted();
    const started = performance.now();
    const response = await fetch(url, { ...init, signal });
    const body: unknown = await response.json();
    const elapsed = performance.now() - started;
    if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
    if (i >= WARMUP_CALLS) ms.push(elapsed);
    if (typeof body === 'object' && body !== null && 'total' in body) total = body.total;
  }
  return { ms: ms.sort((a, b) => a - b), total };
}

/**
 * Signs in a new account that the server was told is an admin (ADMIN_EMAILS), with a password
 * and an authenticator's code.
 */
async function signInAdmin(email: string, serviceUrl: string, gatewayUrl: string, anonKey: string) {
  const pool = new pg.Pool({ connectionString: serviceUrl, max: 1 });
  try {
    const account = await createPasswordAccount(pool, { email });
    const response = await fetch(`${gatewayUrl}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: { apikey: anonKey, 'content-type': 'application/json' },
      body: JSON.stringify({ email: account.email, password: account.password }),
    });
    const body: unknown = await response.json();
    if (typeof body !== 'object' || body === null || !('access_token' in body)) {
      throw new Error(`the admin's sign-in answered ${response.status}`);
    }
    // Admins act only at aal2 (decision 045): the app's code proves the session.
    return await proveTokenWithNewFactor(gatewayUrl, anonKey, String(body.access_token));
  } finally {
    await pool.end();
  }
}

/**
 * The admin lists at scale: every RPC called one at a time through the gateway as a signed-in
 * admin; each median is also given as a ratio to a trivial read through the same path
 * (`/rest/v1/tours?select=id&limit=1`), measured in the same run.
 */
export async function benchAdminLists(
  args: BenchArgs,
  log: (message: string) => void,
  signal: AbortSignal,
): Promise<{ text: string; misses: string[] }> {
  const adminEmail = `bench-admin-${Date.now()}@example.test`;
  const server = await startServerProcess({
    dataDir: benchDataDir,
    env: { ...benchServerEnv, ADMIN_EMAILS: adminEmail },
  });
  try {
    const owner = new pg.Pool({ connectionString: server.databaseUrl, max: 4 });
    try {
      const started = Date.now();
      const added = await seedScale(owner, {
        tours: args.tours,
        microTours: args.microTours,
        members: args.members,
        bookings: args.bookings,
        log,
      });
      log(
        `scale seed added ${JSON.stringify(added)} in ${Math.round((Date.now() - started) / 1000)} s`,
      );
    } finally {
      await owner.end();
    }
    const anonKey = await fetchAnonKey(server.url);
    const token = await signInAdmin(adminEmail, server.serviceDatabaseUrl, server.url, anonKey);
    const headers = {
      apikey: anonKey,
      authorization: `Bearer ${token}`,
      'content-type': 'application/json',
    };
    const reference = await time(
      `${server.url}/rest/v1/tours?select=id&limit=1`,
      { headers },
      signal,
    );
    const referenceMedian = percentile(reference.ms, 0.5);
    const lines = [
      `| call | total | median ms | p95 ms | median / reference |`,
      `| --- | --- | --- | --- | --- |`,
      `| reference (\`/rest/v1/tours?select=id&limit=1\`) | – | ${referenceMedian.toFixed(1)} | ${percentile(reference.ms, 0.95).toFixed(1)} | 1.0 |`,
    ];
    const misses: string[] = [];
    for (const call of calls(args)) {
      const { fn, params } = call;
      const result = await time(
        `${server.url}/rest/v1/rpc/${fn}`,
        { method: 'POST', headers, body: JSON.stringify(params) },
        signal,
      );
      const median = percentile(result.ms, 0.5);
      const p95 = percentile(result.ms, 0.95);
      log(`${call.name}: median ${median.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms`);
      lines.push(
        `| ${call.name} (\`${fn}\` ${JSON.stringify(params)}) | ${String(result.total ?? '–')} | ${median.toFixed(1)} | ${p95.toFixed(1)} | ${(median / referenceMedian).toFixed(1)} |`,
      );
      if (median > TARGET_MS)
        misses.push(`${call.name}: median ${median.toFixed(1)} ms > ${TARGET_MS} ms`);
    }
    return { text: lines.join('\n'), misses };
  } finally {
    await server.stop();
  }
}
