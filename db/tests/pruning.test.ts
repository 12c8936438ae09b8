import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { servicePool, uniqueTag } from '@app/testing/clients';
import { createSessionMember } from '@app/testing/member-sessions';

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);

describe('the nightly pruning (private.prune_old_records, run by the queue as service_role)', () => {
  it('drops what is past its retention and keeps the rest, whatever the table’s row security', async () => {
    const pool = servicePool();
    const member = await createSessionMember();
    const tag = uniqueTag();
    const hash = 'a'.repeat(64);
    for (const [key, age] of [
      [`old-${tag}`, 31],
      [`new-${tag}`, 29],
    ] as const) {
      await pool.query(
        `insert into private.function_requests (user_id, key, function_name, request_hash, created_at)
         values ($1, $2, 'process-booking', $3, $4)`,
        [member.id, key, hash, daysAgo(age)],
      );
      await pool.query(
        `insert into auth.mail_outbox (kind, to_address, subject, text_body, html_body, created_at)
         values ('test', $1, 'x', 'x', 'x', $2)`,
        [`${key}@example.test`, daysAgo(age)],
      );
    }
    const oldAudit = randomUUID();
    const newAudit = randomUUID();
    for (const [rowId, age] of [
      [oldAudit, 731],
      [newAudit, 729],
    ] as const) {
      await pool.query(
        `insert into public.catalogue_audit (actor_role, table_name, row_id, action, changes, changed_at)
         values ('service_role', 'tours', $1, 'update', '{}', $2)`,
        [rowId, daysAgo(age)],
      );
    }

    // Used signed upload tokens (migration 0070): forgotten once expired, not before.
    const [expiredToken, liveToken] = [randomUUID(), randomUUID()];
    await pool.query(
      `insert into storage.signed_upload_uses (token_id, expires_at)
       values ($1, now() - interval '1 minute'), ($2, now() + interval '1 hour')`,
      [expiredToken, liveToken],
    );

    const { rows } = await pool.query<{ removed: Record<string, number> }>(
      'select private.prune_old_records() as removed',
    );
    const tokens = await pool.query<{ token_id: string }>(
      'select token_id from storage.signed_upload_uses where token_id = any($1)',
      [[expiredToken, liveToken]],
    );
    expect(tokens.rows.map((row) => row.token_id)).toEqual([liveToken]);
    expect(rows[0]!.removed.function_requests).toBeGreaterThanOrEqual(1);
    expect(rows[0]!.removed.catalogue_audit).toBeGreaterThanOrEqual(1);

    const keys = await pool.query<{ key: string }>(
      `select key from private.function_requests where key like $1 order by key`,
      [`%-${tag}`],
    );
    expect(keys.rows.map((row) => row.key)).toEqual([`new-${tag}`]);
    const mails = await pool.query<{ to_address: string }>(
      `select to_address from auth.mail_outbox where to_address like $1`,
      [`%-${tag}@example.test`],
    );
    expect(mails.rows.map((row) => row.to_address)).toEqual([`new-${tag}@example.test`]);
    const audits = await pool.query<{ row_id: string }>(
      `select row_id from public.catalogue_audit where row_id = any($1)`,
      [[oldAudit, newAudit]],
    );
    expect(audits.rows.map((row) => row.row_id)).toEqual([newAudit]);
  });

  it('lets service_role delete only audits past their retention', async () => {
    const pool = servicePool();
    const rowId = randomUUID();
    await pool.query(
      `insert into public.catalogue_audit (actor_role, table_name, row_id, action, changes)
       values ('service_role', 'tours', $1, 'update', '{}')`,
      [rowId],
    );
    await expect(
      pool.query(`delete from public.catalogue_audit where row_id = $1`, [rowId]),
    ).rejects.toMatchObject({ code: '42501' });
    const kept = await pool.query(`select 1 from public.catalogue_audit where row_id = $1`, [
      rowId,
    ]);
    expect(kept.rowCount).toBe(1);
  });
});
