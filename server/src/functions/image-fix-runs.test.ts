import { createClient, FunctionsFetchError, type SupabaseClient } from '@supabase/supabase-js';
import { IDEMPOTENCY_HEADER, microTourImagesUpdateResponseSchema } from '@app/domain';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { signToken, uniqueTag } from '@app/testing/clients';
import { createMigratedScratchDatabase } from '@app/testing/scratch-database';
import { startTestServer, type TestServer } from '@app/testing/start-test-server';

/*
 * "Update All Images" over the demo catalogue's 132 micro-tours takes about 90 s, longer than a
 * connection may stay silent (CONNECTION_TIMEOUT_MS, 60 s). Here a server of its own has a 1 s
 * idle limit, so a run of a few micro-tours outlasts it the same way.
 */

const MICRO_TOURS = 3;
let server: TestServer;
let admin: SupabaseClient;
let adminToken: string;

beforeAll(async () => {
  server = await startTestServer({
    DATABASE_URL: await createMigratedScratchDatabase('image_runs'),
    // Same secret as the run's server: the authenticator password is cluster-wide.
    JWT_SECRET: inject('jwtSecret'),
    CONNECTION_TIMEOUT_MS: '1000',
    REQUEST_TIMEOUT_MS: '1000',
    HEADERS_TIMEOUT_MS: '1000',
  });
  const { rows } = await server.servicePool.query<{ id: string }>(
    `insert into auth.users (email, raw_app_meta_data, email_confirmed_at)
     values ($1, '{"provider":"email","role":"admin"}', now()) returning id`,
    [`admin-${uniqueTag()}@example.test`],
  );
  const token = (adminToken = await signToken({
    sub: rows[0]!.id,
    app_metadata: { provider: 'email', role: 'admin' },
    aal: 'aal2',
  }));
  admin = createClient(server.url, server.keys.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false },
    accessToken: async () => token,
  });
  await createMicroTours('Run Walk');
}, 180_000);

/** Micro-tours without pictures: a smart update stores a cover and a gallery for each. */
async function createMicroTours(title: string) {
  for (let n = 0; n < MICRO_TOURS; n += 1) {
    await server.servicePool.query(
      `insert into public.micro_tours (slug, title, city, country, price_eur, duration_hours)
       values ($1, $2, 'Ljubljana', 'Slovenia', 10, 2)`,
      [`walk-${n}-${uniqueTag()}`, `${title} ${n}`],
    );
  }
}

const updatedLogs = async () =>
  (
    await server.servicePool.query<{ n: number }>(
      `select count(*)::int as n from public.image_update_logs where action = 'updated'`,
    )
  ).rows[0]!.n;

/** Waits until an image run holds its lock (a session advisory lock). */
async function untilARunHoldsTheLock() {
  for (const deadline = Date.now() + 10_000; Date.now() < deadline;) {
    const { rows } = await server.servicePool.query<{ n: number }>(
      `select count(*)::int as n from pg_locks
        where locktype = 'advisory' and granted and database =
              (select oid from pg_database where datname = current_database())`,
    );
    if (rows[0]!.n > 0) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('no image run took the lock');
}

afterAll(async () => {
  await server?.dispose();
});

/** What the app does (web/src/lib/server-function.ts): a network failure is sent again, same key. */
async function invokeAsTheApp(name: string, body: Record<string, unknown>) {
  const key = crypto.randomUUID();
  for (let attempt = 1; ; attempt += 1) {
    const answer = await admin.functions.invoke(name, {
      body,
      headers: { [IDEMPOTENCY_HEADER]: key },
    });
    if (answer.error instanceof FunctionsFetchError && attempt < 2) continue;
    return answer;
  }
}

const statusOf = (error: unknown) =>
  (error as { context?: Response } | null)?.context?.status ?? null;

describe('a long image run', () => {
  it('answers with what it changed, though it outlasts the idle time of a connection', async () => {
    const started = Date.now();
    const { data, error } = await invokeAsTheApp('update-micro-tour-images', {
      options: { updateAll: true },
    });
    expect(Date.now() - started).toBeGreaterThan(1000);
    expect({ status: statusOf(error), error: error?.message ?? null }).toEqual({
      status: null,
      error: null,
    });
    const answer = microTourImagesUpdateResponseSchema.parse(data);
    expect(answer).toMatchObject({
      success: true,
      updatedCount: MICRO_TOURS,
      totalTours: MICRO_TOURS,
    });
    // One run: each micro-tour got one cover and one gallery, logged once.
    expect(await updatedLogs()).toBe(MICRO_TOURS * 2);
  }, 120_000);

  it('a request cut off on the way (a proxy, the browser) is answered with its run when sent again', async () => {
    await createMicroTours('Cut Walk');
    const updatedBefore = await updatedLogs();
    const key = crypto.randomUUID();
    const send = (signal?: AbortSignal) =>
      fetch(`${server.url}/functions/v1/update-micro-tour-images`, {
        method: 'POST',
        headers: {
          apikey: server.keys.anonKey,
          authorization: `Bearer ${adminToken}`,
          'content-type': 'application/json',
          [IDEMPOTENCY_HEADER]: key,
        },
        body: JSON.stringify({ options: { updateAll: true } }),
        signal,
      });
    const cut = new AbortController();
    const first = send(cut.signal);
    await untilARunHoldsTheLock();
    cut.abort();
    await expect(first).rejects.toThrow();

    const again = await send();
    expect(again.status).toBe(200);
    const answer = microTourImagesUpdateResponseSchema.parse(await again.json());
    expect(answer).toMatchObject({ success: true, updatedCount: MICRO_TOURS });
    // Joined, not run twice: the new micro-tours' covers and galleries are logged once.
    expect((await updatedLogs()) - updatedBefore).toBe(MICRO_TOURS * 2);
    // The same key with another body is someone else's request.
    const other = await fetch(`${server.url}/functions/v1/update-micro-tour-images`, {
      method: 'POST',
      headers: {
        apikey: server.keys.anonKey,
        authorization: `Bearer ${adminToken}`,
        'content-type': 'application/json',
        [IDEMPOTENCY_HEADER]: key,
      },
      body: JSON.stringify({ options: { fixMissingOnly: true } }),
    });
    expect(other.status).toBe(422);
    expect(await other.json()).toMatchObject({ code: 'idempotency_key_reused' });
  }, 120_000);

  it('the start-up fix skips at once while an admin run holds the lock, and the run goes on', async () => {
    // Taken first (by title): the run has work to do while the start-up fix asks.
    await createMicroTours('Busy Walk');
    const run = invokeAsTheApp('update-micro-tour-images', { options: { updateAll: true } });
    await untilARunHoldsTheLock();
    const asked = Date.now();
    const startup = await admin.functions.invoke('fix-tour-covers', {
      body: { mode: 'smart', dryRun: false, skipIfBusy: true },
    });
    expect(Date.now() - asked).toBeLessThan(1000);
    expect(statusOf(startup.error)).toBe(409);
    expect(await (startup.error as { context: Response }).context.json()).toEqual({
      error: 'Another image fix is running; try again when it ends',
      code: 'image_fix_running',
    });

    const { data, error } = await run;
    expect(error).toBeNull();
    expect(microTourImagesUpdateResponseSchema.parse(data)).toMatchObject({
      success: true,
      updatedCount: MICRO_TOURS,
    });
    // When no run holds the lock, the start-up fix runs.
    const idle = await admin.functions.invoke('fix-tour-covers', {
      body: { mode: 'smart', dryRun: false, skipIfBusy: true },
    });
    expect(idle.error).toBeNull();
    expect(idle.data).toMatchObject({ success: true });
  }, 120_000);
});
