import { beforeAll, describe, expect, inject, it } from 'vitest';
import {
  anonClient,
  createTestUser,
  servicePool,
  signToken,
  type TestUser,
  uniqueTag,
} from '@app/testing/clients';

let member: TestUser;
let admin: TestUser;
let messageId: string;
let messageEmail: string;

beforeAll(async () => {
  [member, admin] = await Promise.all([createTestUser(), createTestUser({ admin: true })]);
  messageEmail = `visitor-${uniqueTag()}@example.test`;
  const { rows } = await servicePool().query<{ id: string }>(
    `insert into public.contact_messages (first_name, last_name, email, inquiry_type, group_size, message)
     values ('Ada', 'Lovelace', $1, 'booking', '2', 'Is the June departure still open?') returning id`,
    [messageEmail],
  );
  messageId = rows[0]!.id;
  await servicePool().query(
    `insert into public.newsletter_subscriptions (email, status) values ($1, 'confirmed')`,
    [`reader-${uniqueTag()}@example.test`],
  );
});

const newRow = () => ({
  first_name: 'Mallory',
  last_name: 'Direct',
  email: `direct-${uniqueTag()}@example.test`,
  inquiry_type: 'general',
  message: 'Posted straight to the data API, around the rate limits.',
});

async function countByEmail(email: string) {
  const { rows } = await servicePool().query<{ n: number }>(
    `select count(*)::int as n from public.contact_messages where email = $1`,
    [email],
  );
  return rows[0]!.n;
}

describe('contact_messages', () => {
  it('a visitor can neither read nor write them through /rest/v1', async () => {
    const read = await anonClient().from('contact_messages').select('*');
    expect(read.error ? [] : read.data).toEqual([]);
    const row = newRow();
    const insert = await anonClient()
      .from('contact_messages')
      .insert(row, { defaultToNull: false })
      .select();
    expect(insert.status).toBe(401);
    expect(await countByEmail(row.email)).toBe(0);
  });

  it('a member cannot read any, not even one with their own address, nor write', async () => {
    await servicePool().query(
      `insert into public.contact_messages (first_name, last_name, email, inquiry_type, message)
       values ('Mem', 'Ber', $1, 'general', 'A message from the member themselves.')`,
      [member.email],
    );
    const read = await member.client.from('contact_messages').select('*');
    expect(read.error ? [] : read.data).toEqual([]);
    const row = newRow();
    const insert = await member.client.from('contact_messages').insert(row);
    expect(insert.error).not.toBeNull();
    expect(await countByEmail(row.email)).toBe(0);
    const update = await member.client
      .from('contact_messages')
      .update({ handled_at: new Date().toISOString() })
      .eq('id', messageId)
      .select();
    expect(update.error ? [] : update.data).toEqual([]);
    const remove = await member.client.from('contact_messages').delete().eq('id', messageId);
    expect(remove.error).not.toBeNull();
  });

  it('a token that claims admin in user_metadata is still a member', async () => {
    const token = await signToken({
      sub: member.id,
      email: member.email,
      app_metadata: { provider: 'email' },
      user_metadata: { role: 'admin' },
    });
    const response = await fetch(
      `${inject('gatewayUrl')}/rest/v1/contact_messages?select=id&id=eq.${messageId}`,
      { headers: { apikey: token, authorization: `Bearer ${token}` } },
    );
    expect(await response.json()).toEqual([]);
  });

  it('an admin reads them newest first and marks one handled, but cannot change its words', async () => {
    const { data, error } = await admin.client
      .from('contact_messages')
      .select('id, email, inquiry_type, group_size, message, created_at, handled_at')
      .order('created_at', { ascending: false })
      .limit(500);
    expect(error).toBeNull();
    expect(data).toContainEqual(
      expect.objectContaining({
        id: messageId,
        email: messageEmail,
        inquiry_type: 'booking',
        group_size: '2',
        handled_at: null,
      }),
    );
    const handled = await admin.client
      .from('contact_messages')
      .update({ handled_at: new Date().toISOString() })
      .eq('id', messageId)
      .select('handled_at');
    expect(handled.error).toBeNull();
    expect(handled.data?.[0]?.handled_at).toBeTruthy();

    const rewrite = await admin.client
      .from('contact_messages')
      .update({ message: 'Changed by an admin.' })
      .eq('id', messageId);
    expect(rewrite.error?.code).toBe('42501');
    const insert = await admin.client.from('contact_messages').insert(newRow());
    expect(insert.error?.code).toBe('42501');
  });

  it.each([
    ['an unknown inquiry type', { inquiry_type: 'spam' }],
    ['an unknown group size', { group_size: '99' }],
    ['a too short message', { message: 'short' }],
    ['a too long message', { message: 'x'.repeat(5001) }],
    ['no address', { email: 'nobody' }],
    ['a blank name', { first_name: '   ' }],
  ])('refuses %s, even from the server', async (_label, change) => {
    const row = { ...newRow(), group_size: null as string | null, ...change };
    await expect(
      servicePool().query(
        `insert into public.contact_messages
           (first_name, last_name, email, inquiry_type, group_size, message)
         values ($1, $2, $3, $4, $5, $6)`,
        [row.first_name, row.last_name, row.email, row.inquiry_type, row.group_size, row.message],
      ),
    ).rejects.toThrow(/check constraint/);
  });
});

describe('newsletter_subscriptions', () => {
  it.each([
    ['a visitor', () => anonClient()],
    ['a member', () => member.client],
    ['an admin', () => admin.client],
  ])('%s can neither read nor write them', async (_who, client) => {
    const read = await client().from('newsletter_subscriptions').select('*');
    expect(read.error ? [] : read.data).toEqual([]);
    const email = `sneaky-${uniqueTag()}@example.test`;
    const insert = await client()
      .from('newsletter_subscriptions')
      .insert({ email, status: 'confirmed' });
    expect(insert.error).not.toBeNull();
    const { rows } = await servicePool().query(
      `select 1 from public.newsletter_subscriptions where email = $1`,
      [email],
    );
    expect(rows).toEqual([]);
  });

  it('keeps one row per address, lower-cased', async () => {
    const email = `one-${uniqueTag()}@example.test`;
    await servicePool().query(`insert into public.newsletter_subscriptions (email) values ($1)`, [
      email,
    ]);
    await expect(
      servicePool().query(`insert into public.newsletter_subscriptions (email) values ($1)`, [
        email,
      ]),
    ).rejects.toThrow(/duplicate key/);
    await expect(
      servicePool().query(`insert into public.newsletter_subscriptions (email) values ($1)`, [
        email.toUpperCase(),
      ]),
    ).rejects.toThrow(/check constraint/);
  });
});
