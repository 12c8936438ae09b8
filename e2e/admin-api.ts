import { randomBytes, randomUUID } from 'node:crypto';
import path from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import { staffAccessToken } from './two-factor.js';

/** The signed-in admin's browser storage, written by admin.setup.ts for the admin journeys. */
export const ADMIN_STATE_PATH = path.join('test-results', '.auth', 'admin.json');

export function adminAccount() {
  const email = process.env.E2E_ADMIN_EMAIL;
  const password = process.env.E2E_ADMIN_PASSWORD;
  if (!email || !password) throw new Error('the admin account is set up in global setup');
  return { email, password };
}

async function anonKey(request: APIRequestContext): Promise<string> {
  const config = (await (await request.get('/config.json')).json()) as { anonKey: string };
  return config.anonKey;
}

let adminToken: Promise<string> | undefined;

/**
 * The admin's headers for /rest/v1 and /functions/v1: the aal2 token global setup signed in for
 * the run (admins act only at aal2, decision 045), else one sign-in per worker with the password
 * and the authenticator's code.
 */
export async function adminHeaders(
  request: APIRequestContext,
): Promise<{ apikey: string; authorization: string }> {
  const apikey = await anonKey(request);
  const serverUrl = process.env.E2E_BASE_URL;
  if (!serverUrl) throw new Error('the server is started in global setup');
  const shared = process.env.E2E_ADMIN_TOKEN;
  adminToken ??= shared
    ? Promise.resolve(shared)
    : staffAccessToken(request, serverUrl, apikey, adminAccount());
  return { apikey, authorization: `Bearer ${await adminToken}` };
}

/** The admin's user id, read from the token the admin's requests carry. */
async function adminUserId(request: APIRequestContext): Promise<string> {
  const token = (await adminHeaders(request)).authorization!.replace('Bearer ', '');
  const payload = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as {
    sub: string;
  };
  return payload.sub;
}

/** A row of the image log, written by the admin as an admin's fix run writes its own. */
export async function addImageLog(
  request: APIRequestContext,
  entry: { tourId: string; action: 'updated' | 'skipped' | 'failed'; reason: string },
) {
  await insertRow(request, 'image_update_logs', {
    tour_id: entry.tourId,
    action: entry.action,
    reason: entry.reason,
    target: 'cover',
    actor_id: await adminUserId(request),
  });
}

/** A stored cover of the demo catalogue, for a new tour's override URL. */
export async function someCoverUrl(request: APIRequestContext): Promise<string> {
  const response = await request.get(
    '/rest/v1/tours?select=cover_image&cover_image=not.is.null&order=slug&limit=1',
    { headers: { apikey: await anonKey(request) } },
  );
  const [row] = (await response.json()) as { cover_image: string }[];
  return row!.cover_image;
}

async function insertRow(request: APIRequestContext, table: string, row: Record<string, unknown>) {
  const response = await request.post(`/rest/v1/${table}`, {
    headers: { ...(await adminHeaders(request)), prefer: 'return=representation' },
    data: row,
  });
  if (!response.ok()) throw new Error(`creating a test row failed: ${response.status()}`);
  const [created] = (await response.json()) as { id: string }[];
  return created!.id;
}

function testName(prefix: string) {
  const title = `${prefix} ${randomUUID().slice(0, 8)}`;
  return { title, slug: title.toLowerCase().replace(/[^a-z0-9]+/g, '-') };
}

/**
 * A tour of the journey's own, so admin journeys never change the demo catalogue that the
 * public journeys count and read.
 */
export async function createTestTour(
  request: APIRequestContext,
  prefix: string,
  more: Record<string, unknown> = {},
) {
  const { title, slug } = testName(prefix);
  const id = await insertRow(request, 'tours', {
    slug,
    title,
    category: 'eco',
    country: 'Belgium',
    price_eur: 250,
    duration_days: 3,
    difficulty: 'easy',
    group_size: 8,
    cover_image: await someCoverUrl(request),
    ...more,
  });
  return { id, title, slug };
}

/** Changes columns of a journey's own tour, as the admin's edit form would. */
export async function updateTestTour(
  request: APIRequestContext,
  id: string,
  changes: Record<string, unknown>,
) {
  const response = await request.patch(`/rest/v1/tours?id=eq.${id}`, {
    headers: await adminHeaders(request),
    data: changes,
  });
  if (!response.ok()) throw new Error(`updating a test tour failed: ${response.status()}`);
}

export async function createTestMicroTour(
  request: APIRequestContext,
  prefix: string,
  more: Record<string, unknown> = {},
) {
  const { title, slug } = testName(prefix);
  const id = await insertRow(request, 'micro_tours', {
    slug,
    title,
    city: 'Ghent',
    country: 'Belgium',
    price_eur: 10,
    duration_hours: 2,
    ...more,
  });
  return { id, title, slug };
}

async function callFunction(request: APIRequestContext, name: string, body: object) {
  const response = await request.post(`/functions/v1/${name}`, {
    headers: { ...(await adminHeaders(request)), 'idempotency-key': randomUUID() },
    data: body,
  });
  if (!response.ok())
    throw new Error(`${name} failed: ${response.status()} ${await response.text()}`);
}

/** The admin, a member like any other, tops up and books one place on a tour. */
export async function bookAsAdmin(
  request: APIRequestContext,
  tour: { id: string; price: number; startDate: string },
) {
  await callFunction(request, 'wallet-topup', { amount_eur: tour.price });
  await callFunction(request, 'process-booking', {
    tourId: tour.id,
    startDate: tour.startDate,
    travelers: 1,
    addOnIds: [],
    baseTotalEUR: tour.price,
    addOnsTotalEUR: 0,
    grandTotalEUR: tour.price,
  });
}

/** The admin, a member like any other, tops up and books one place on a micro-tour's time. */
export async function bookMicroTourAsAdmin(
  request: APIRequestContext,
  microTour: { id: string; price: number; startDate: string; startTime: string },
) {
  await callFunction(request, 'wallet-topup', { amount_eur: microTour.price });
  await callFunction(request, 'confirm-micro-tour-booking', {
    micro_tour_id: microTour.id,
    travelers: 1,
    start_date: microTour.startDate,
    start_time: microTour.startTime,
  });
}

/** Deletes the tours a journey created, whatever state it left them in. */
export async function deleteTours(request: APIRequestContext, slugs: string[]) {
  if (slugs.length === 0) return;
  const response = await request.delete(`/rest/v1/tours?slug=in.(${slugs.join(',')})`, {
    headers: await adminHeaders(request),
  });
  if (!response.ok()) throw new Error(`deleting test tours failed: ${response.status()}`);
}

/** Deletes a micro-tour a journey created. */
export async function deleteTestMicroTour(request: APIRequestContext, id: string) {
  const response = await request.delete(`/rest/v1/micro_tours?id=eq.${id}`, {
    headers: await adminHeaders(request),
  });
  if (!response.ok()) throw new Error(`deleting a test micro-tour failed: ${response.status()}`);
}

/** A tour's cover columns as the admin reads them. */
export async function getTourCover(request: APIRequestContext, id: string) {
  const response = await request.get(
    `/rest/v1/tours?select=cover_image,image_override_url&id=eq.${id}`,
    { headers: await adminHeaders(request) },
  );
  if (!response.ok()) throw new Error(`reading a test tour failed: ${response.status()}`);
  const [row] = (await response.json()) as {
    cover_image: string | null;
    image_override_url: string | null;
  }[];
  return row!;
}

/** Stores a picture in the 'tours' bucket as the admin; answers its public path. */
export async function uploadTourPicture(
  request: APIRequestContext,
  key: string,
  picture: { mimeType: string; buffer: Buffer },
): Promise<string> {
  const response = await request.post(`/storage/v1/object/tours/${key}`, {
    headers: { ...(await adminHeaders(request)), 'content-type': picture.mimeType },
    data: picture.buffer,
  });
  if (!response.ok()) throw new Error(`storing a test picture failed: ${response.status()}`);
  return `/storage/v1/object/public/tours/${key}`;
}

/** A tour's picture columns as the admin reads them. */
export async function getTourImages(request: APIRequestContext, id: string) {
  const response = await request.get(
    `/rest/v1/tours?select=cover_image,image_override_url,gallery,gallery_override&id=eq.${id}`,
    { headers: await adminHeaders(request) },
  );
  if (!response.ok()) throw new Error(`reading a test tour failed: ${response.status()}`);
  const [row] = (await response.json()) as {
    cover_image: string | null;
    image_override_url: string | null;
    gallery: string[];
    gallery_override: string[];
  }[];
  return row!;
}

/** An admin list RPC's answer (`admin_micro_tour_counts`, ...), as the database computes it. */
export async function adminRpc(
  request: APIRequestContext,
  name: string,
  args: Record<string, unknown> = {},
): Promise<unknown> {
  const response = await request.post(`/rest/v1/rpc/${name}`, {
    headers: await adminHeaders(request),
    data: args,
  });
  if (!response.ok())
    throw new Error(`${name} failed: ${response.status()} ${await response.text()}`);
  return response.json();
}

/**
 * A member of the journey's own, signed up over HTTP (not confirmed: the admin finds them all
 * the same). From an address of its own, so the gateway's sign-up limits count this one alone.
 */
export async function signUpMember(request: APIRequestContext, prefix: string) {
  const email = `${prefix}-${randomUUID().slice(0, 8)}@example.test`;
  const [a, b] = randomBytes(2);
  const response = await request.post('/auth/v1/signup', {
    headers: { apikey: await anonKey(request), 'x-forwarded-for': `198.19.${a}.${b}` },
    data: { email, password: `green-${randomUUID()}` },
  });
  if (!response.ok())
    throw new Error(`sign-up failed: ${response.status()} ${await response.text()}`);
  return { email };
}

/** A departure of a journey's own micro-tour on `startDate`, cancelled by the admin. */
export async function cancelledMicroTourDeparture(
  request: APIRequestContext,
  microTourId: string,
  startDate: string,
) {
  const id = await insertRow(request, 'departures', {
    micro_tour_id: microTourId,
    start_date: startDate,
    capacity: 10,
  });
  const response = await request.patch(`/rest/v1/departures?id=eq.${id}`, {
    headers: await adminHeaders(request),
    data: { status: 'cancelled', cancel_reason: 'The guide is ill' },
  });
  if (!response.ok()) throw new Error(`cancelling a departure failed: ${response.status()}`);
  return id;
}

/** Sets where a journey's own tour or micro-tour starts, as the admin's form does (a gazetteer id). */
export async function setTestStartPlace(
  request: APIRequestContext,
  table: 'tours' | 'micro_tours',
  id: string,
  placeId: number | null,
  transport: 'rail' | 'coach' = 'rail',
) {
  await callFunction(request, 'catalogue-start-place', { table, id, placeId, transport });
}
