import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import {
  anonClient,
  createTestUser,
  servicePool,
  type TestUser,
  tokenClient,
  uniqueTag,
} from '@app/testing/clients';

// The bucket API through supabase-js `storage.*`, as operators' tools call it: admins and the
// service key only, in storage-api's wording.

let admin: TestUser;
let member: TestUser;
let service: SupabaseClient;

beforeAll(async () => {
  admin = await createTestUser({ admin: true });
  member = await createTestUser();
  service = createClient(inject('gatewayUrl'), inject('serviceKey'), {
    auth: { persistSession: false, autoRefreshToken: false },
  });
});

const bucketName = () => `api-${uniqueTag()}`;
const text = (body: string, type = 'text/plain') => new Blob([body], { type });

async function errorBody(response: Response) {
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe('the bucket API', () => {
  it('lets an admin create, read, change, empty and delete a bucket', async () => {
    const storage = admin.client.storage;
    const name = bucketName();
    expect(await storage.createBucket(name, { public: false })).toEqual({
      data: { name },
      error: null,
    });
    const { data: created } = await storage.getBucket(name);
    expect(created).toMatchObject({
      id: name,
      name,
      owner: admin.id,
      public: false,
      file_size_limit: null,
      allowed_mime_types: null,
    });

    const update = await storage.updateBucket(name, {
      public: true,
      fileSizeLimit: '2mb',
      allowedMimeTypes: ['text/plain', 'image/*'],
    });
    expect(update).toEqual({ data: { message: 'Successfully updated' }, error: null });
    const { data: updated } = await storage.getBucket(name);
    expect(updated).toMatchObject({
      public: true,
      file_size_limit: 2_000_000,
      allowed_mime_types: ['text/plain', 'image/*'],
    });

    const { data: list } = await storage.listBuckets({ search: name });
    expect(list?.map((bucket) => bucket.id)).toEqual([name]);

    expect((await storage.from(name).upload('a/notes.txt', text('hello'))).error).toBeNull();
    const refused = await storage.deleteBucket(name);
    expect(refused.error?.message).toBe('The bucket you tried to delete is not empty');
    expect(refused.error).toMatchObject({ status: 409, statusCode: '409' });

    expect((await storage.emptyBucket(name)).error).toBeNull();
    const { rows } = await servicePool().query(
      'select 1 from storage.objects where bucket_id = $1',
      [name],
    );
    expect(rows).toEqual([]);
    expect(await storage.deleteBucket(name)).toEqual({
      data: { message: 'Successfully deleted' },
      error: null,
    });
    const gone = await storage.getBucket(name);
    expect(gone.error?.message).toBe('Bucket not found');
  });

  it('lets the service key manage buckets too', async () => {
    const name = bucketName();
    expect((await service.storage.createBucket(name)).error).toBeNull();
    expect((await service.storage.getBucket(name)).data).toMatchObject({ owner: null });
    expect((await service.storage.deleteBucket(name)).error).toBeNull();
  });

  it('refuses a bucket that exists and names that are not bucket names', async () => {
    const name = bucketName();
    await admin.client.storage.createBucket(name);
    const again = await admin.client.storage.createBucket(name);
    expect(again.error?.message).toBe('The resource already exists');
    expect(again.error).toMatchObject({ statusCode: '409' });
    for (const bad of ['sign', 'Upper Case', '../tours', 'x'.repeat(64)]) {
      const { error } = await admin.client.storage.createBucket(bad);
      expect(error?.message, bad).toBe('Bucket name invalid');
    }
    const wrongLimit = await admin.client.storage.createBucket(bucketName(), {
      public: false,
      fileSizeLimit: 'lots',
    });
    expect(wrongLimit.error).toMatchObject({ statusCode: '400' });
    await admin.client.storage.deleteBucket(name);
  });

  it('refuses members, a forged token and no token, and the database refuses them too', async () => {
    const name = bucketName();
    await admin.client.storage.createBucket(name);
    const refusedMember = [
      await member.client.storage.listBuckets(),
      await member.client.storage.getBucket(name),
      await member.client.storage.createBucket(bucketName()),
      await member.client.storage.updateBucket(name, { public: true }),
      await member.client.storage.emptyBucket(name),
      await member.client.storage.deleteBucket(name),
      await anonClient().storage.listBuckets(),
    ];
    for (const { error } of refusedMember) {
      expect(error).toMatchObject({
        statusCode: '403',
        message: 'Only admins may list, create, change, empty or delete buckets',
      });
    }
    const url = `${inject('gatewayUrl')}/storage/v1/bucket`;
    expect(await errorBody(await fetch(url))).toMatchObject({
      status: 403,
      body: { code: 'AccessDenied' },
    });
    const forged = tokenClient(`${admin.token.slice(0, -4)}AAAA`);
    expect((await forged.storage.listBuckets()).error).toMatchObject({ statusCode: '403' });

    // Row-level security as a member, whatever the server checks first.
    const client = await servicePool().connect();
    try {
      await client.query('begin');
      await client.query(
        `select set_config('role', 'authenticated', true),
                set_config('request.jwt.claims', $1, true)`,
        [JSON.stringify({ role: 'authenticated', sub: member.id })],
      );
      await expect(
        client.query(`insert into storage.buckets (id, name) values ('by-member', 'by-member')`),
      ).rejects.toThrow(/row-level security/);
      await client.query('rollback');
    } finally {
      client.release();
    }
    expect((await admin.client.storage.getBucket(name)).data?.public).toBe(false);
    await admin.client.storage.deleteBucket(name);
  });

  it("leaves the product's own buckets to migrations, for admins and the service key", async () => {
    for (const storage of [admin.client.storage, service.storage]) {
      for (const id of ['tours', 'e-tickets']) {
        for (const { error } of [
          await storage.updateBucket(id, { public: true }),
          await storage.emptyBucket(id),
          await storage.deleteBucket(id),
        ]) {
          expect(error, id).toMatchObject({
            statusCode: '403',
            message:
              'This bucket belongs to the product: only a migration changes, empties or deletes it',
          });
        }
      }
    }
    expect((await admin.client.storage.getBucket('e-tickets')).data?.public).toBe(false);
    // The database refuses an admin too, whatever the server checks first.
    const client = await servicePool().connect();
    try {
      await client.query('begin');
      await client.query(
        `select set_config('role', 'authenticated', true),
                set_config('request.jwt.claims', $1, true)`,
        [
          JSON.stringify({
            role: 'authenticated',
            sub: admin.id,
            app_metadata: { role: 'admin' },
            aal: 'aal2',
          }),
        ],
      );
      const { rowCount } = await client.query(
        `update storage.buckets set public = true where id in ('e-tickets', 'tours')`,
      );
      expect(rowCount).toBe(0);
      await client.query('rollback');
    } finally {
      client.release();
    }
  });

  it('refuses a malformed body with 400, never a 5xx', async () => {
    const response = await fetch(`${inject('gatewayUrl')}/storage/v1/bucket`, {
      method: 'POST',
      headers: {
        apikey: inject('anonKey'),
        authorization: `Bearer ${admin.token}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ name: 42, allowed_mime_types: 'all' }),
    });
    expect(await errorBody(response)).toMatchObject({
      status: 400,
      body: { code: 'InvalidRequest' },
    });
  });
});
