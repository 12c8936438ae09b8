import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { fundWallet } from '@app/testing/money-fixtures';
import { createPasswordAccount, type PasswordAccount } from '@app/testing/password-accounts';
import { startS3Server, type TestS3Server } from '@app/testing/s3-server';
import { createMigratedScratchDatabase } from '@app/testing/scratch-database';
import { inOneWindow, WINDOW_WAIT_TIMEOUT_MS } from '@app/testing/rate-limit-windows';
import { type SmtpCatcher, startSmtpCatcher } from '@app/testing/smtp-catcher';
import { startTestServer, type TestServer } from '@app/testing/start-test-server';
import { ownServerPool } from '@app/testing/own-server-pool';
import { inDays } from '@app/testing/ticket-fixtures';
import { proveTokenWithNewFactor } from '@app/testing/two-factor';
import { S3Driver } from './storage/s3-driver.js';

/*
 * Two gateways behind nothing, on one PostgreSQL database and one S3 bucket, sharing only the
 * settings a load balancer's instances share. Whatever one gateway does, the other must see.
 */

let s3: TestS3Server;
let smtp: SmtpCatcher;
let a: TestServer;
let b: TestServer;
let admin: SignedIn;
/** The database owner's login: the job queue's tables are not the service role's. */
let owner: pg.Pool;

interface SignedIn {
  account: PasswordAccount;
  accessToken: string;
  refreshToken: string;
}

beforeAll(async () => {
  [s3, smtp] = await Promise.all([startS3Server(), startSmtpCatcher()]);
  const adminEmail = `admin-${randomUUID().slice(0, 8)}@example.test`;
  const shared = {
    ADMIN_EMAILS: adminEmail,
    DATABASE_URL: await createMigratedScratchDatabase('two_gateways'),
    // The authenticator's password is cluster-wide and derived from the secret: the run's own.
    JWT_SECRET: inject('jwtSecret'),
    SMTP_URL: smtp.url,
    ...s3.env,
  };
  // Started together: the second waits for the first's migrations under the advisory lock.
  [a, b] = await Promise.all([startTestServer(shared), startTestServer(shared)]);
  owner = ownServerPool(a.databaseUrl, 1);
  const signedIn = await signIn(
    a,
    await createPasswordAccount(a.servicePool, { email: adminEmail }),
  );
  // Admins act only at aal2 (decision 045): the authenticator's code proves the session.
  admin = {
    ...signedIn,
    accessToken: await proveTokenWithNewFactor(a.url, a.keys.anonKey, signedIn.accessToken),
  };
}, 180_000);

afterAll(async () => {
  await owner?.end();
  await Promise.all([a?.dispose(), b?.dispose()]);
  await Promise.all([s3?.stop(), smtp?.close()]);
});

function post(server: TestServer, route: string, body: unknown, token?: string) {
  return fetch(`${server.url}${route}`, {
    method: 'POST',
    headers: {
      apikey: server.keys.anonKey,
      authorization: `Bearer ${token ?? server.keys.anonKey}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify(body),
  });
}

async function signIn(server: TestServer, account: PasswordAccount): Promise<SignedIn> {
  const response = await post(server, '/auth/v1/token?grant_type=password', {
    email: account.email,
    password: account.password,
  });
  expect(response.status).toBe(200);
  const body = (await response.json()) as { access_token: string; refresh_token: string };
  return { account, accessToken: body.access_token, refreshToken: body.refresh_token };
}

const picture = (colour: string) =>
  sharp({ create: { width: 64, height: 36, channels: 3, background: colour } })
    .jpeg()
    .toBuffer();

/** 0 red, 1 green, 2 blue: the channel a picture is mostly made of. */
async function dominantChannel(bytes: Buffer): Promise<number> {
  const { channels } = await sharp(bytes).stats();
  const means = channels.slice(0, 3).map((channel) => channel.mean);
  return means.indexOf(Math.max(...means));
}

async function upload(server: TestServer, key: string, bytes: Buffer, upsert = false) {
  const response = await fetch(`${server.url}/storage/v1/object/tours/${key}`, {
    method: 'POST',
    headers: {
      apikey: server.keys.anonKey,
      authorization: `Bearer ${admin.accessToken}`,
      'content-type': 'image/jpeg',
      ...(upsert ? { 'x-upsert': 'true' } : {}),
    },
    body: new Uint8Array(bytes),
  });
  expect(response.status).toBe(200);
}

async function fetchBytes(url: string) {
  const response = await fetch(url);
  expect(response.status).toBe(200);
  return Buffer.from(await response.arrayBuffer());
}

async function filesUnder(directory: string): Promise<string[]> {
  const entries = await fs.readdir(directory, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => entry.name);
}

describe('two gateways on one database and one bucket', () => {
  it('a cover uploaded through A is served by B, whole and resized, and a replacement too', async () => {
    const key = `two-gateways/${randomUUID()}/cover.jpg`;
    const original = (server: TestServer) =>
      fetchBytes(`${server.url}/storage/v1/object/public/tours/${key}`);
    await upload(a, key, await picture('#d02020'));
    const servedByB = await original(b);
    expect(servedByB.equals(await original(a))).toBe(true);
    expect(await dominantChannel(servedByB)).toBe(0);
    const resized = `${b.url}/storage/v1/render/image/public/tours/${key}?width=320`;
    expect(await dominantChannel(await fetchBytes(resized))).toBe(0);

    // Replaced through A after B has rendered it: B serves the new bytes, resized as well.
    await upload(a, key, await picture('#2020d0'), true);
    expect(await dominantChannel(await original(b))).toBe(2);
    expect(await dominantChannel(await fetchBytes(resized))).toBe(2);

    // The bytes live in the bucket, not on either gateway's disk.
    const stored = await new S3Driver(s3.settings).list('tours', 'two-gateways/');
    expect(stored.some((location) => location.key === key)).toBe(true);
    for (const server of [a, b]) {
      const local = await filesUnder(path.join(server.dataDir, 'storage')).catch(() => []);
      expect(local).not.toContain('cover.jpg');
    }
  });

  it('a member signs in on A, refreshes on B, and a sign-out on B ends the session on A', async () => {
    const member = await signIn(a, await createPasswordAccount(a.servicePool));
    const refreshed = await post(b, '/auth/v1/token?grant_type=refresh_token', {
      refresh_token: member.refreshToken,
    });
    expect(refreshed.status).toBe(200);
    const tokens = (await refreshed.json()) as { access_token: string; refresh_token: string };
    expect(tokens.refresh_token).not.toBe(member.refreshToken);

    const user = await fetch(`${a.url}/auth/v1/user`, {
      headers: { apikey: a.keys.anonKey, authorization: `Bearer ${tokens.access_token}` },
    });
    expect(user.status).toBe(200);
    expect(await user.json()).toMatchObject({ email: member.account.email });

    const signOut = await post(b, '/auth/v1/logout', {}, tokens.access_token);
    expect(signOut.status).toBe(204);
    const afterSignOut = await post(a, '/auth/v1/token?grant_type=refresh_token', {
      refresh_token: tokens.refresh_token,
    });
    expect(afterSignOut.status).toBe(400);
    expect(await afterSignOut.json()).toMatchObject({ error_code: 'refresh_token_not_found' });
  });

  it('a booking on A is cancelled on B: one refund, one confirmation mail, one cancellation mail', async () => {
    const date = inDays(40);
    const { rows } = await a.servicePool.query<{ id: string }>(
      `insert into public.tours (slug, title, category, country, price_eur, duration_days,
                                 difficulty, group_size, available_dates)
       values ($1, 'Two Gateways Rail Journey', 'eco', 'Slovenia', 80, 3, 'easy', 12,
               array[$2::date]) returning id`,
      [`two-gateways-${randomUUID().slice(0, 8)}`, date],
    );
    const member = await signIn(a, await createPasswordAccount(a.servicePool));
    await fundWallet(a.servicePool, member.account.id, 200);

    const booked = await post(
      a,
      '/functions/v1/process-booking',
      {
        tourId: rows[0]!.id,
        startDate: date,
        travelers: 2,
        addOnIds: [],
        baseTotalEUR: 160,
        addOnsTotalEUR: 0,
        grandTotalEUR: 160,
      },
      member.accessToken,
    );
    expect(booked.status).toBe(200);
    const { booking } = (await booked.json()) as { booking: { id: string } };
    // Both gateways run workers: each queued mail goes out once. The confirmation is awaited
    // before the cancellation, which would otherwise find it unsent and skip it (a cancelled
    // booking is never confirmed).
    const mails = () => smtp.mails.filter((mail) => mail.to.includes(member.account.email));
    await expect.poll(() => mails().length, { timeout: 30_000 }).toBe(1);

    const cancelled = await post(
      b,
      '/functions/v1/cancel-booking',
      { booking_id: booking.id },
      member.accessToken,
    );
    expect(cancelled.status).toBe(200);
    expect(await cancelled.json()).toMatchObject({ refund: { amount: 160 }, newBalance: 200 });

    const again = await post(
      a,
      '/functions/v1/cancel-booking',
      { booking_id: booking.id },
      member.accessToken,
    );
    expect(again.status).toBe(409);
    const refunds = await b.servicePool.query(
      `select count(*)::int as n from public.wallet_transactions
        where booking_id = $1 and type = 'refund'`,
      [booking.id],
    );
    expect(refunds.rows[0]).toEqual({ n: 1 });

    await expect.poll(() => mails().length, { timeout: 30_000 }).toBeGreaterThanOrEqual(2);
    const jobsLeft = async () =>
      (
        await owner.query<{ n: number }>(
          `select count(*)::int as n from graphile_worker.jobs
            where task_identifier in ('booking_confirmation', 'member_notice')`,
        )
      ).rows[0]!.n;
    await expect.poll(jobsLeft, { timeout: 30_000 }).toBe(0);
    expect(mails()).toHaveLength(2);
  }, 90_000);

  it('an image fix started on both gateways at once changes each micro-tour once', async () => {
    const tag = randomUUID().slice(0, 8);
    const ids: string[] = [];
    for (let n = 0; n < 3; n += 1) {
      const { rows } = await a.servicePool.query<{ id: string }>(
        `insert into public.micro_tours (slug, title, city, country, price_eur, duration_hours)
         values ($1, $2, 'Ljubljana', 'Slovenia', 10, 2) returning id`,
        [`twin-walk-${n}-${tag}`, `Twin Walk ${n} ${tag}`],
      );
      ids.push(rows[0]!.id);
    }
    const run = (server: TestServer) =>
      post(
        server,
        '/functions/v1/update-micro-tour-images',
        { options: { updateAll: false } },
        admin.accessToken,
      );
    // One takes the image-fix lock and changes all three; the other changes nothing. It waits
    // up to 30 s for the lock, then finds nothing left to do; or, when the first run's painting
    // of the pictures outlasts that wait (a loaded machine), it is refused with 409 before it has
    // changed anything. Either is the product's rule (fix-run-lock.ts, whose own test covers the
    // wait and the refusal); which one comes depends only on the machine's speed.
    const answers = await Promise.all([run(a), run(b)]);
    const outcomes: Array<number | string> = [];
    for (const answer of answers) {
      const body = (await answer.json()) as { updatedCount?: number; code?: string };
      if (answer.status === 409) outcomes.push(body.code!);
      else {
        expect(answer.status).toBe(200);
        outcomes.push(body.updatedCount!);
      }
    }
    expect([
      [0, 3],
      [3, 'image_fix_running'],
    ]).toContainEqual(outcomes.sort((x, y) => String(x).localeCompare(String(y))));

    // One cover and one gallery written per micro-tour, each once.
    const { rows } = await a.servicePool.query<{ target: string; n: number }>(
      `select target, count(*)::int as n from public.image_update_logs
        where micro_tour_id = any($1) and action = 'updated'
        group by micro_tour_id, target order by target`,
      [ids],
    );
    expect(rows).toEqual([
      ...Array.from({ length: 3 }, () => ({ target: 'cover', n: 1 })),
      ...Array.from({ length: 3 }, () => ({ target: 'gallery', n: 1 })),
    ]);
  }, 120_000);

  it(
    'sign-in and mail limits count the attempts made on both gateways together',
    () =>
      // Sign-in counts in five-minute windows and recovery mails in hours (the hour ends with one).
      inOneWindow(300, async () => {
        const account = await createPasswordAccount(a.servicePool);
        const attempt = (server: TestServer) =>
          post(server, '/auth/v1/token?grant_type=password', {
            email: account.email,
            password: 'not-the-password-1',
          });
        // Ten wrong passwords per address and address of origin in five minutes, wherever they land.
        for (let n = 0; n < 10; n += 1) expect((await attempt(n % 2 ? b : a)).status).toBe(400);
        expect((await attempt(a)).status).toBe(429);
        expect((await attempt(b)).status).toBe(429);

        // Five recovery mails per address and hour.
        const recover = (server: TestServer) =>
          post(server, '/auth/v1/recover', { email: account.email });
        for (let n = 0; n < 5; n += 1) expect((await recover(n % 2 ? a : b)).status).toBe(200);
        const over = await recover(a);
        expect(over.status).toBe(429);
        expect(await over.json()).toMatchObject({ error_code: 'over_email_send_rate_limit' });
        const mails = () => smtp.mails.filter((mail) => mail.to.includes(account.email));
        await expect.poll(() => mails().length, { timeout: 30_000 }).toBe(5);
      }),
    WINDOW_WAIT_TIMEOUT_MS,
  );
});
