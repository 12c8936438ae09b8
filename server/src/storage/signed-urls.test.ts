import http from 'node:http';
import { SignJWT } from 'jose';
import sharp from 'sharp';
import { IMAGE_WIDTHS } from '@app/domain/constants';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { anonClient, createTestUser, type TestUser, uniqueTag } from '@app/testing/clients';
import { signedUrlKey } from './signed-urls.js';

// Signed download and upload URLs through supabase-js, and attacks on their tokens.

let admin: TestUser;
let member: TestUser;
let bucket: string;
let limited: string;

beforeAll(async () => {
  admin = await createTestUser({ admin: true });
  member = await createTestUser();
  bucket = `signed-${uniqueTag()}`;
  limited = `limited-${uniqueTag()}`;
  await admin.client.storage.createBucket(bucket, { public: false });
  await admin.client.storage.createBucket(limited, {
    public: false,
    fileSizeLimit: 1000,
    allowedMimeTypes: ['text/plain'],
  });
});
afterAll(async () => {
  for (const id of [bucket, limited]) {
    await admin.client.storage.emptyBucket(id);
    await admin.client.storage.deleteBucket(id);
  }
});

const gateway = () => inject('gatewayUrl');
const files = () => admin.client.storage.from(bucket);
const text = (body: string, type = 'text/plain') => new Blob([body], { type });

async function stored(body = 'private words') {
  const key = `docs/${uniqueTag()}.txt`;
  const { error } = await files().upload(key, text(body));
  expect(error).toBeNull();
  return key;
}

/** A download token as the server would sign it, with the claims and key given. */
async function token(claims: Record<string, unknown>, expiresAt: number, key?: Uint8Array) {
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuedAt(expiresAt - 60)
    .setExpirationTime(expiresAt)
    .sign(key ?? signedUrlKey(inject('jwtSecret')));
}

const signedPath = (key: string, value: string) =>
  `${gateway()}/storage/v1/object/sign/${bucket}/${key}?token=${value}`;

function rawRequest(method: string, requestPath: string, body?: unknown) {
  const url = new URL(gateway());
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise<{ status: number; body: unknown }>((resolve, reject) => {
    const request = http.request(
      {
        host: url.hostname,
        port: url.port,
        method,
        path: requestPath,
        headers: {
          authorization: `Bearer ${admin.token}`,
          apikey: inject('anonKey'),
          ...(payload ? { 'content-type': 'application/json' } : {}),
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            body: JSON.parse(Buffer.concat(chunks).toString() || 'null'),
          }),
        );
      },
    );
    request.on('error', reject);
    request.end(payload);
  });
}
const rawPost = (requestPath: string, body: unknown) => rawRequest('POST', requestPath, body);
const rawGet = (requestPath: string) => rawRequest('GET', requestPath);

async function refusal(url: string) {
  const response = await fetch(url);
  return { status: response.status, body: await response.json() };
}

describe('signed download URLs', () => {
  it('open a private object for whoever holds them, with its declared content type', async () => {
    const key = await stored('ticket body');
    const { data, error } = await files().createSignedUrl(key, 600);
    expect(error).toBeNull();
    expect(data!.signedUrl).toContain(`/storage/v1/object/sign/${bucket}/${key}?token=`);
    const response = await fetch(data!.signedUrl);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/plain');
    expect(response.headers.get('content-disposition')).toBeNull();
    expect(await response.text()).toBe('ticket body');

    const named = await files().createSignedUrl(key, 600, { download: 'mine.txt' });
    const download = await fetch(named.data!.signedUrl);
    expect(download.headers.get('content-disposition')).toBe('attachment; filename=mine.txt');
  });

  it('are signed in batches, naming what cannot be signed', async () => {
    const key = await stored();
    const { data } = await files().createSignedUrls([key, 'docs/missing.txt'], 60);
    expect(data).toEqual([
      expect.objectContaining({ path: key, error: null, signedUrl: expect.any(String) }),
      {
        path: 'docs/missing.txt',
        error: 'Either the object does not exist or you do not have access to it',
        signedUrl: null,
        signedURL: null,
      },
    ]);
  });

  it("refuse an expired, forged or other object's token in storage-api's words", async () => {
    const key = await stored();
    const other = await stored();
    const now = Math.floor(Date.now() / 1000);
    const url = `${bucket}/${key}`;
    expect(
      await refusal(signedPath(key, await token({ url, scope: 'download' }, now - 1))),
    ).toEqual({
      status: 400,
      body: { statusCode: '400', code: 'InvalidJWT', error: 'InvalidJWT', message: 'jwt expired' },
    });
    const forgedKey = new TextEncoder().encode('another-secret-another-secret-another');
    expect(
      (await refusal(signedPath(key, await token({ url, scope: 'download' }, now + 60, forgedKey))))
        .body,
    ).toMatchObject({ code: 'InvalidJWT', message: 'invalid signature' });
    // A genuine token names one object: it opens no other.
    const { data } = await files().createSignedUrl(other, 60);
    const otherToken = new URL(data!.signedUrl).searchParams.get('token')!;
    expect(await refusal(signedPath(key, otherToken))).toEqual({
      status: 400,
      body: {
        statusCode: '400',
        code: 'InvalidSignature',
        error: 'InvalidSignature',
        message: 'Invalid signature',
      },
    });
    // An upload token is not a download token; an access token is neither.
    const upload = await token({ url, scope: 'upload', jti: crypto.randomUUID() }, now + 60);
    expect((await refusal(signedPath(key, upload))).body).toMatchObject({
      code: 'InvalidSignature',
      message: 'Token is not scoped for download',
    });
    expect((await refusal(signedPath(key, admin.token))).body).toMatchObject({
      code: 'InvalidJWT',
      message: 'invalid signature',
    });
    expect((await refusal(`${gateway()}/storage/v1/object/sign/${bucket}/${key}`)).body).toEqual({
      statusCode: '400',
      code: 'MissingParameter',
      error: 'MissingParameter',
      message: 'Missing Required Parameter token',
    });
  });

  it('are only signed for what the caller may read', async () => {
    const key = await stored();
    for (const client of [member.client, anonClient()]) {
      const { data, error } = await client.storage.from(bucket).createSignedUrl(key, 60);
      expect(data).toBeNull();
      expect(error?.message).toBe('Object not found');
    }
    const batch = await member.client.storage.from(bucket).createSignedUrls([key], 60);
    expect(batch.data?.[0]?.signedUrl).toBeNull();
  });

  it('refuse keys that leave their bucket and bad lifetimes', async () => {
    // Sent as written: fetch would resolve the `..` itself.
    const answer = await rawPost(`/storage/v1/object/sign/${bucket}/docs/../../etc/passwd`, {
      expiresIn: 60,
    });
    expect(answer).toMatchObject({ status: 400, body: { code: 'InvalidKey' } });
    const download = await rawGet(`/storage/v1/object/sign/${bucket}/../tours/x.jpg?token=x`);
    expect(download).toMatchObject({ status: 400, body: { code: 'InvalidKey' } });
    const key = await stored();
    for (const expiresIn of [0, -5, 1.5, 1e12]) {
      const { error } = await files().createSignedUrl(key, expiresIn);
      expect(error, String(expiresIn)).toMatchObject({ statusCode: '400' });
    }
  });
});

describe('signed and authenticated renders of private pictures', () => {
  const jpeg = () =>
    sharp({ create: { width: 400, height: 300, channels: 3, background: '#2060a0' } })
      .jpeg()
      .toBuffer();

  it('serve the size the signer chose, named in x-transformations; the size cannot be changed', async () => {
    const key = `pics/${uniqueTag()}.jpg`;
    // Declared as text: the render reads the bytes, as storage-api's does.
    expect((await files().upload(key, new Uint8Array(await jpeg()))).error).toBeNull();
    const { data, error } = await files().createSignedUrl(key, 600, {
      transform: { width: 200, height: 100, quality: 60 },
    });
    expect(error).toBeNull();
    const url = new URL(data!.signedUrl);
    expect(url.pathname).toBe(`/storage/v1/render/image/sign/${bucket}/${key}`);
    const response = await fetch(url);
    expect(response.status).toBe(200);
    expect(response.headers.get('x-transformations')).toBe(
      'height:100,width:200,resizing_type:fill,quality:60',
    );
    expect(await sharp(Buffer.from(await response.arrayBuffer())).metadata()).toMatchObject({
      format: 'jpeg',
      width: 200,
      height: 100,
    });
    // The token names its size: a changed query is ignored, a changed token refused.
    url.searchParams.set('width', '2000');
    const ignored = await fetch(url);
    expect((await sharp(Buffer.from(await ignored.arrayBuffer())).metadata()).width).toBe(200);
    url.searchParams.set('token', `${url.searchParams.get('token')!.slice(0, -3)}AAA`);
    expect((await fetch(url)).status).toBe(400);

    const tooBig = await files().createSignedUrl(key, 600, { transform: { width: 99_999 } });
    expect(tooBig.error).toMatchObject({ statusCode: '400' });
  });

  it('render an object the caller may read, and nothing for one who may not', async () => {
    const key = `pics/${uniqueTag()}.jpg`;
    await files().upload(key, new Blob([new Uint8Array(await jpeg())], { type: 'image/jpeg' }));
    const path = `${gateway()}/storage/v1/render/image/authenticated/${bucket}/${key}?width=120`;
    const asAdmin = await fetch(path, {
      headers: { authorization: `Bearer ${admin.token}`, apikey: inject('anonKey') },
    });
    expect(asAdmin.status).toBe(200);
    expect((await sharp(Buffer.from(await asAdmin.arrayBuffer())).metadata()).width).toBe(120);
    // A size anyone may ask for: the member is refused the object, not the size.
    const asMember = await fetch(path.replace('width=120', `width=${IMAGE_WIDTHS[0]}`), {
      headers: { authorization: `Bearer ${member.token}`, apikey: inject('anonKey') },
    });
    expect(asMember.status).toBe(404);
    expect((await fetch(path)).status).toBe(403);
  });
});

describe('signed upload URLs', () => {
  it('store one upload, and a replayed token is refused', async () => {
    const key = `up/${uniqueTag()}.txt`;
    const { data, error } = await files().createSignedUploadUrl(key);
    expect(error).toBeNull();
    const anyone = anonClient().storage.from(bucket);
    const first = await anyone.uploadToSignedUrl(key, data!.token, text('first'));
    expect(first.error).toBeNull();
    expect(first.data?.fullPath).toBe(`${bucket}/${key}`);
    const again = await anyone.uploadToSignedUrl(key, data!.token, text('second'));
    expect(again.error).toMatchObject({
      statusCode: '409',
      message: 'The resource already exists',
    });
    const { data: body } = await files().download(key);
    expect(await body!.text()).toBe('first');
  });

  it('replace an object once when signed with upsert, never twice', async () => {
    const key = await stored('old');
    const { data } = await files().createSignedUploadUrl(key, { upsert: true });
    const anyone = anonClient().storage.from(bucket);
    expect((await anyone.uploadToSignedUrl(key, data!.token, text('new'))).error).toBeNull();
    const replay = await anyone.uploadToSignedUrl(key, data!.token, text('newer'));
    expect(replay.error).toMatchObject({ statusCode: '409' });
    expect(await (await files().download(key)).data!.text()).toBe('new');
  });

  it("hold the upload to the bucket's size and content types", async () => {
    const storage = admin.client.storage.from(limited);
    const big = await storage.createSignedUploadUrl(`big-${uniqueTag()}.txt`);
    const tooBig = await anonClient()
      .storage.from(limited)
      .uploadToSignedUrl(big.data!.path, big.data!.token, text('x'.repeat(1001)));
    expect(tooBig.error).toMatchObject({
      statusCode: '413',
      message: 'The object exceeded the maximum allowed size',
    });
    const typed = await storage.createSignedUploadUrl(`page-${uniqueTag()}.html`);
    const wrongType = await anonClient()
      .storage.from(limited)
      .uploadToSignedUrl(typed.data!.path, typed.data!.token, text('<p>', 'text/html'));
    expect(wrongType.error).toMatchObject({
      statusCode: '415',
      message: 'mime type text/html is not supported',
    });
    // Refused uploads used nothing up: the same token still stores a fitting file.
    const fits = await anonClient()
      .storage.from(limited)
      .uploadToSignedUrl(big.data!.path, big.data!.token, text('small'));
    expect(fits.error).toBeNull();
  });

  it('are only signed for callers who may write, and only open their own key', async () => {
    const refused = await member.client.storage.from(bucket).createSignedUploadUrl('up/x.txt');
    expect(refused.error).toMatchObject({ statusCode: '403' });
    const { data } = await files().createSignedUploadUrl(`up/${uniqueTag()}.txt`);
    const elsewhere = await anonClient()
      .storage.from(bucket)
      .uploadToSignedUrl('up/other.txt', data!.token, text('x'));
    expect(elsewhere.error).toMatchObject({ statusCode: '400', message: 'Invalid signature' });
  });
});
