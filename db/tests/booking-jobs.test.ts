import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { servicePool } from '@app/testing/clients';
import { callFunction } from '@app/testing/function-calls';
import { fundWallet } from '@app/testing/money-fixtures';
import { createSessionMember } from '@app/testing/member-sessions';
import { createTicketTour, firstTourDayOnSale, inDays } from '@app/testing/ticket-fixtures';

// The owner's connection: only it reads the queue's own tables.
const owner = new pg.Pool({ connectionString: inject('databaseUrl'), max: 2 });
afterAll(() => owner.end());

async function book(startDate: string) {
  const member = await createSessionMember();
  await fundWallet(servicePool(), member.id, 500);
  const tour = await createTicketTour({ price: 80 });
  const answer = await callFunction(
    'process-booking',
    {
      tourId: tour.id,
      startDate,
      travelers: 1,
      addOnIds: [],
      baseTotalEUR: 80,
      addOnsTotalEUR: 0,
      grandTotalEUR: 80,
    },
    { token: member.token, key: randomUUID() },
  );
  expect(answer.status).toBe(200);
  return { member, bookingId: String((answer.body.booking as { id: string }).id) };
}

/** The reminder job of a booking and the moment it is due, if there is one. */
async function reminder(bookingId: string) {
  const { rows } = await owner.query<{
    run_at: Date;
    due: Date;
    payload: unknown;
    max_attempts: number;
    retry_budget: number;
    queue_name: string | null;
    priority: number;
    flags: unknown;
  }>(
    `select j.run_at, j.payload, j.max_attempts, app_rules.job_max_attempts() as retry_budget,
            q.queue_name, j.priority, j.flags,
            ((b.start_date + time '09:00') at time zone 'Europe/Vienna') - interval '48 hours' as due
       from graphile_worker._private_jobs j
       left join graphile_worker._private_job_queues q on q.id = j.job_queue_id,
       public.bookings b
      where j.key = 'booking_reminder:' || b.id and b.id = $1`,
    [bookingId],
  );
  return rows[0];
}

describe('the jobs a booking schedules', () => {
  it('a paid booking schedules its reminder 48 hours before 09:00 local time on the first day', async () => {
    const { bookingId } = await book(inDays(20));
    const job = await reminder(bookingId);
    expect(job).toBeDefined();
    expect(job!.run_at.getTime()).toBe(job!.due.getTime());
    expect(job).toMatchObject({
      payload: { bookingId },
      max_attempts: job!.retry_budget,
      queue_name: null,
      // Behind confirmations and mails a person waits for (migration 0038).
      priority: 10,
      flags: { can_wait: true },
    });
  });

  it('cancelling the booking removes its reminder', async () => {
    const { member, bookingId } = await book(inDays(20));
    expect(await reminder(bookingId)).toBeDefined();
    const cancelled = await callFunction(
      'cancel-booking',
      { booking_id: bookingId },
      { token: member.token, key: randomUUID() },
    );
    expect(cancelled.status).toBe(200);
    expect(await reminder(bookingId)).toBeUndefined();
  });

  it('a booking that starts in less than 48 hours gets its confirmation and no reminder', async () => {
    // Tomorrow in the tour's zone, the first day it sells (UTC's tomorrow has begun in Vienna
    // from 22:00 or 23:00 UTC, and the booking would be refused).
    const { member, bookingId } = await book(firstTourDayOnSale());
    expect(await reminder(bookingId)).toBeUndefined();
    // The confirmation job runs at once and sends its mail (the dev outbox keeps it).
    await expect
      .poll(
        async () =>
          (
            await servicePool().query(
              `select 1 from auth.mail_outbox where to_address = $1 and kind = 'booking-confirmation'`,
              [member.email],
            )
          ).rowCount,
        { timeout: 20_000 },
      )
      .toBe(1);
  });

  it('members have no access to the queue', async () => {
    const member = await createSessionMember();
    const { error } = await member.client.rpc('enqueue_job', {
      task: 'send_mail',
      payload: {},
    });
    expect(error).not.toBeNull();
    const jobs = await fetch(`${inject('gatewayUrl')}/rest/v1/jobs?select=*`, {
      headers: { apikey: inject('anonKey'), authorization: `Bearer ${member.token}` },
    });
    expect(jobs.status).toBeGreaterThanOrEqual(400);
    // Nor to the functions that add jobs, whichever way they are reached.
    const { rows } = await owner.query<{ role: string; fn: string; allowed: boolean }>(
      `select r.role, f.fn, has_function_privilege(r.role, f.fn, 'execute') as allowed
         from unnest(array['anon', 'authenticated']) as r(role),
              unnest(array['private.enqueue_job(text, jsonb, timestamptz, text, integer)',
                           'private.enqueue_jobs(graphile_worker.job_spec[])',
                           'private.job_spec(text, jsonb, timestamptz, text, integer)'])
                as f(fn)`,
    );
    expect(rows.filter((row) => row.allowed)).toEqual([]);
    expect(rows).toHaveLength(6);
    // graphile-worker grants its own functions to PUBLIC; its schema is what keeps them out.
    const schema = await owner.query<{ usable: boolean }>(
      `select bool_or(has_schema_privilege(role, 'graphile_worker', 'usage')) as usable
         from unnest(array['anon', 'authenticated', 'service_role']) as role`,
    );
    expect(schema.rows[0]!.usable).toBe(false);
  });
});
