import pg from 'pg';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { tokenClient, uniqueTag } from '@app/testing/clients';
import { callFunction } from '@app/testing/function-calls';
import { createSessionMember } from '@app/testing/member-sessions';

// The owner's connection: only it reads and writes the queue's own tables.
const owner = new pg.Pool({ connectionString: inject('databaseUrl'), max: 2 });
afterAll(() => owner.end());

/** A send_mail job that has used up its attempts, as one whose SMTP server kept refusing. */
async function failedJob(): Promise<number> {
  const tag = uniqueTag();
  const { rows } = await owner.query<{ id: string }>(
    `select (graphile_worker.add_job('send_mail', '{"mail": {}}'::json, max_attempts => 1,
              run_at => now() + interval '1 day', job_key => $1)).id::text as id`,
    [`failed-test:${tag}`],
  );
  const id = Number(rows[0]!.id);
  await owner.query(
    `update graphile_worker._private_jobs set attempts = max_attempts, last_error = $2 where id = $1`,
    [id, `SMTP refused (${tag})`],
  );
  return id;
}

async function listed(token: string) {
  const { data, error } = await tokenClient(token).rpc('failed_jobs', { p_limit: 500 });
  if (error) throw new Error(error.message);
  return (data ?? []) as Array<{ id: number; task: string; last_error: string; key: string }>;
}

describe('failed jobs in the admin panel', () => {
  it('lists failed jobs to admins, without their payloads', async () => {
    const admin = await createSessionMember({ admin: true });
    const id = await failedJob();
    const row = (await listed(admin.token)).find((job) => Number(job.id) === id);
    expect(row).toMatchObject({ task: 'send_mail', attempts: 1, max_attempts: 1 });
    expect(row?.last_error).toMatch(/^SMTP refused/);
    expect(Object.keys(row ?? {})).not.toContain('payload');
  });

  it('refuses the list to members and visitors', async () => {
    const member = await createSessionMember();
    const { error } = await tokenClient(member.token).rpc('failed_jobs', {});
    expect(error?.code).toBe('42501');
    const anon = await fetch(`${inject('gatewayUrl')}/rest/v1/rpc/failed_jobs`, {
      method: 'POST',
      headers: { apikey: inject('anonKey'), 'content-type': 'application/json' },
      body: '{}',
    });
    expect([401, 403]).toContain(anon.status);
  });

  it('runs a failed job again on retry, and it fails again with its real error', async () => {
    const admin = await createSessionMember({ admin: true });
    const id = await failedJob();
    const answer = await callFunction('job-retry', { jobId: id }, { token: admin.token });
    expect(answer).toEqual({ status: 200, body: { success: true, jobId: id } });
    // The worker takes it at once: its payload is no mail, so the attempt fails for good.
    await expect
      .poll(
        async () =>
          (
            await owner.query<{ last_error: string | null }>(
              `select last_error from graphile_worker.jobs where id = $1 and attempts = 1 and locked_at is null`,
              [id],
            )
          ).rows[0]?.last_error ?? '',
        { timeout: 15_000 },
      )
      .toMatch(/invalid|expected/i);
    // A retry of a job that is not failed (or no longer exists) is refused.
    const discarded = await callFunction('job-discard', { jobId: id }, { token: admin.token });
    expect(discarded.status).toBe(200);
    expect((await listed(admin.token)).some((job) => Number(job.id) === id)).toBe(false);
    const again = await callFunction('job-retry', { jobId: id }, { token: admin.token });
    expect(again.status).toBe(404);
    expect(again.body.code).toBe('job_not_found');
  });

  it('refuses retry and discard to anyone but admins, and malformed bodies', async () => {
    const id = await failedJob();
    const member = await createSessionMember();
    for (const name of ['job-retry', 'job-discard']) {
      expect((await callFunction(name, { jobId: id }, { token: member.token })).status).toBe(403);
      expect((await callFunction(name, { jobId: id })).status).toBe(403);
      expect((await callFunction(name, { jobId: id }, { token: null })).status).toBe(403);
    }
    const admin = await createSessionMember({ admin: true });
    for (const body of [{}, { jobId: 'x' }, { jobId: -1 }, { jobId: 1.5 }, { jobId: 1, more: 1 }]) {
      const answer = await callFunction('job-retry', body, { token: admin.token });
      expect(answer.status).toBe(400);
    }
    expect((await callFunction('job-retry', null, { token: admin.token, raw: '{' })).status).toBe(
      400,
    );
    // Still failed and untouched.
    const { rows } = await owner.query(`select attempts from graphile_worker.jobs where id = $1`, [
      id,
    ]);
    expect(rows[0]).toEqual({ attempts: 1 });
  });
});
