import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { servicePool, uniqueTag } from '@app/testing/clients';
import { type Caller, SERVICE_CALLER } from '../platform/identity.js';
import { fixTourCovers } from './cover-fixer.js';
import { withImageFixLock } from './fix-run-lock.js';
import {
  createImageFixKit,
  type ImageFixKit,
  testPhoto as photo,
  testProvider as provider,
} from './image-fix-test-kit.js';

let kit: ImageFixKit;
beforeAll(async () => {
  kit = await createImageFixKit();
});
afterAll(() => kit.close());
const deps: ImageFixKit['deps'] = (stock) => kit.deps(stock);

async function createTour(fields: Record<string, unknown> = {}) {
  const tag = uniqueTag();
  const { rows } = await servicePool().query<{ id: string; slug: string }>(
    `insert into public.tours (slug, title, category, country, price_eur, duration_days,
                               difficulty, group_size, start_locations, cover_image,
                               image_override_url, image_locked)
     values ($1, $2, 'eco', 'Slovenia', 300, 3, 'easy', 8, '{Ljubljana}', $3, $4, $5)
     returning id, slug`,
    [
      `fix-test-${tag}`,
      `Fix Test ${tag}`,
      fields.cover_image ?? null,
      fields.image_override_url ?? null,
      fields.image_locked ?? false,
    ],
  );
  return rows[0]!;
}

const tourRow = async (id: string) =>
  (
    await servicePool().query<{ cover_image: string | null; updated_at: Date }>(
      'select cover_image, updated_at from public.tours where id = $1',
      [id],
    )
  ).rows[0]!;

const logsOf = async (id: string) =>
  (
    await servicePool().query<{ action: string; score: string | null; actor_id: string }>(
      `select action, score, actor_id from public.image_update_logs where tour_id = $1
        order by created_at`,
      [id],
    )
  ).rows;

describe('fix-tour-covers', () => {
  it('gives a tour without a cover a stored stock photo, then keeps it until a better one', async () => {
    const tour = await createTour();
    const stock = provider([photo('low', { width: 1200 }), photo('best')]);
    const first = await fixTourCovers(deps(stock), kit.admin, {
      mode: 'missing',
      dryRun: false,
      tourIds: [tour.id],
    });
    expect(first).toMatchObject({ success: true, updatedCount: 1, totalTours: 1 });
    const [result] = first.results;
    expect(result).toMatchObject({ action: 'updated', score: 6, query: 'Ljubljana Slovenia' });
    expect(result!.newUrl).toBe(`/storage/v1/object/public/tours/${tour.slug}/stock/best.jpg`);
    expect((await tourRow(tour.id)).cover_image).toBe(result!.newUrl);
    const stored = await kit.store.getPublicObject('tours', `${tour.slug}/stock/best.jpg`);
    const meta = await sharp((await kit.store.read(stored!))!).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 1600 });
    expect(await logsOf(tour.id)).toEqual([
      { action: 'updated', score: '6.0', actor_id: kit.admin.userId },
    ]);

    // Smart mode: the same best photo is not better than the one the fix chose.
    const again = await fixTourCovers(deps(stock), kit.admin, {
      mode: 'smart',
      dryRun: false,
      tourIds: [tour.id],
    });
    expect(again.results[0]).toMatchObject({ action: 'skipped', score: 6 });
    expect(again.results[0]!.reason).toMatch(/not better than the current 6\.0/);
  });

  it('a dry run says what would change and changes nothing, not even the log', async () => {
    const tour = await createTour();
    const before = await tourRow(tour.id);
    const answer = await fixTourCovers(deps(provider([photo('best')])), kit.admin, {
      mode: 'missing',
      dryRun: true,
      tourIds: [tour.id],
    });
    expect(answer.results[0]).toMatchObject({ action: 'updated', score: 6, newUrl: null });
    expect(answer.results[0]!.reason).toMatch(/dry run/);
    expect(await tourRow(tour.id)).toEqual(before);
    expect(await logsOf(tour.id)).toEqual([]);
    await expect(fs.readdir(path.join(kit.root, 'tours', tour.slug))).rejects.toThrow(/ENOENT/);
  });

  it('never changes a locked tour, in either mode', async () => {
    const tour = await createTour({ image_locked: true });
    for (const mode of ['missing', 'smart'] as const) {
      const answer = await fixTourCovers(deps(provider([photo('best')])), kit.admin, {
        mode,
        dryRun: false,
        tourIds: [tour.id],
      });
      expect(answer.results[0]).toMatchObject({ action: 'skipped', reason: 'Images are locked' });
    }
    expect((await tourRow(tour.id)).cover_image).toBeNull();
    expect(await logsOf(tour.id)).toEqual([]);
  });

  it('keeps covers people chose in smart mode, and repairs a stored cover whose file is gone', async () => {
    const chosen = await createTour({ cover_image: 'https://example.test/chosen.jpg' });
    const overridden = await createTour({
      image_override_url: '/storage/v1/object/public/tours/x.jpg',
    });
    const broken = await createTour({
      cover_image: `/storage/v1/object/public/tours/gone-${uniqueTag()}/cover.jpg`,
    });
    const answer = await fixTourCovers(deps(provider([photo('best')])), kit.admin, {
      mode: 'smart',
      dryRun: false,
      tourIds: [chosen.id, overridden.id, broken.id],
    });
    const byId = new Map(answer.results.map((result) => [result.tourId, result]));
    expect(byId.get(chosen.id)).toMatchObject({
      action: 'skipped',
      reason: 'The linked cover is kept',
    });
    expect(byId.get(overridden.id)).toMatchObject({
      action: 'skipped',
      reason: 'The cover override an admin chose is kept',
    });
    expect(byId.get(broken.id)).toMatchObject({ action: 'updated', score: 6 });
    expect(byId.get(broken.id)!.reason).toMatch(/^Cover file missing/);
  });

  it('logs what changed and what failed, never a cover it keeps, and says truly why it kept it', async () => {
    const storedCover = async (caller: Caller) => {
      const key = `kept-${uniqueTag()}/cover.jpg`;
      const jpeg = await sharp({
        create: { width: 64, height: 36, channels: 3, background: '#468' },
      })
        .jpeg()
        .toBuffer();
      await kit.store.putObject(caller, 'tours', key, jpeg, { contentType: 'image/jpeg' });
      return kit.store.publicUrlPath('tours', key);
    };
    // The demo catalogue's covers are stored by the server itself; uploads by an admin.
    const demo = await createTour({ cover_image: await storedCover(SERVICE_CALLER) });
    const uploaded = await createTour({ cover_image: await storedCover(kit.admin) });
    const locked = await createTour({ image_locked: true });
    const missing = await createTour();
    const tours = [demo, uploaded, locked, missing];
    const answer = await fixTourCovers(deps(provider([photo('best')])), kit.admin, {
      mode: 'smart',
      dryRun: false,
      tourIds: tours.map((tour) => tour.id),
    });
    const byId = new Map(answer.results.map((result) => [result.tourId, result]));
    expect(byId.get(demo.id)).toMatchObject({
      action: 'skipped',
      reason: "The demo catalogue's cover is kept",
    });
    expect(byId.get(uploaded.id)).toMatchObject({
      action: 'skipped',
      reason: 'The cover an admin uploaded is kept',
    });
    expect(byId.get(locked.id)).toMatchObject({ action: 'skipped', reason: 'Images are locked' });
    expect(byId.get(missing.id)).toMatchObject({ action: 'updated' });

    // Only the change is logged: nobody reads the same no-op again at every page load.
    for (const tour of [demo, uploaded, locked]) expect(await logsOf(tour.id)).toEqual([]);
    expect((await logsOf(missing.id)).map((log) => log.action)).toEqual(['updated']);
  });

  it('skips photos under the minimum score of 6, and says so', async () => {
    const tour = await createTour();
    // Country and width only (4), and one with people close up (6 − 3 = 3).
    const answer = await fixTourCovers(
      deps(
        provider([
          photo('far', {
            tags: ['lake'],
            description: 'A lake',
            location: { country: 'Slovenia', city: null, name: null },
          }),
          photo('faces', { tags: ['ljubljana', 'portrait', 'people'] }),
        ]),
      ),
      kit.admin,
      { mode: 'missing', dryRun: false, tourIds: [tour.id] },
    );
    expect(answer.results[0]).toMatchObject({ action: 'skipped', score: 4 });
    expect(answer.results[0]!.reason).toBe('Best score 4.0 is below the minimum of 6');
    expect(answer.results[0]!.reasonCode).toEqual({ reason: 'below_minimum', best: 4, minimum: 6 });
    expect((await tourRow(tour.id)).cover_image).toBeNull();
  });

  it('a provider failure mid-run keeps the earlier updates and reports the rest as failed', async () => {
    const tours = [await createTour(), await createTour(), await createTour()];
    const stock = provider([photo('best')], { searchFailsFrom: 2 });
    const answer = await fixTourCovers(deps(stock), kit.admin, {
      mode: 'missing',
      dryRun: false,
      tourIds: tours.map((tour) => tour.id),
    });
    expect(answer).toMatchObject({ updatedCount: 1, failedCount: 2, skippedCount: 0 });
    // The rate-limited provider is asked once more, not once per remaining tour.
    expect(stock.searches).toHaveLength(2);
    const updated = answer.results.find((result) => result.action === 'updated')!;
    expect((await tourRow(updated.tourId)).cover_image).toBe(updated.newUrl);
    for (const failed of answer.results.filter((result) => result.action === 'failed')) {
      expect(failed.reason).toBe('Stock photo service rate limit reached');
      expect(failed.reasonCode).toEqual({
        reason: 'search_failed',
        detail: 'Stock photo service rate limit reached',
        problem: { problem: 'provider_rate_limited', waitSeconds: null },
      });
      expect((await tourRow(failed.tourId)).cover_image).toBeNull();
    }
  });

  it('a download that is no picture fails that tour and leaves its cover as it was', async () => {
    const tour = await createTour();
    const answer = await fixTourCovers(
      deps(provider([photo('best')], { badBytes: true })),
      kit.admin,
      {
        mode: 'missing',
        dryRun: false,
        tourIds: [tour.id],
      },
    );
    expect(answer.results[0]).toMatchObject({ action: 'failed', score: 6 });
    expect(answer.results[0]!.reason).toMatch(
      /^Could not store photo best: .*not a JPEG, PNG or WebP/,
    );
    expect((await tourRow(tour.id)).cover_image).toBeNull();
    expect((await logsOf(tour.id)).map((log) => log.action)).toEqual(['failed']);
    // The log keeps the code with its values next to the English words.
    const { rows } = await servicePool().query<{ reason: string; reason_code: unknown }>(
      'select reason, reason_code from public.image_update_logs where tour_id = $1',
      [tour.id],
    );
    expect(rows[0]!.reason_code).toEqual({
      reason: 'store_failed',
      photoId: 'best',
      detail: expect.stringMatching(/not a JPEG, PNG or WebP/),
    });
    expect(rows[0]!.reason).toBe(answer.results[0]!.reason);
    expect(answer.results[0]!.reasonCode).toEqual(rows[0]!.reason_code);
  });
});

describe('a tour deleted during a run', () => {
  it('is reported, and the run goes on', async () => {
    const pair = [await createTour(), await createTour()];
    // The run takes tours by title: the first one asked about is deleted meanwhile.
    const [gone, kept] = pair.sort((a, b) => a.slug.localeCompare(b.slug));
    const lake = photo('far', {
      tags: ['lake'],
      description: null,
      location: { country: 'Slovenia', city: null, name: null },
    });
    const stock = provider([lake]);
    const search = stock.search.bind(stock);
    stock.search = async (query, options) => {
      if (stock.searches.length === 0) {
        await servicePool().query('delete from public.tours where id = $1', [gone!.id]);
      }
      return search(query, options);
    };
    const answer = await fixTourCovers(deps(stock), kit.admin, {
      mode: 'missing',
      dryRun: false,
      tourIds: [gone!.id, kept!.id],
    });
    expect(answer).toMatchObject({ success: true, skippedCount: 2, totalTours: 2 });
    expect(answer.results.find((result) => result.tourId === kept!.id)?.reason).toBe(
      'Best score 4.0 is below the minimum of 6',
    );
  });
});

describe('the image-fix run lock', () => {
  it('lets one run at a time: a second waits for the first, or is refused after its wait', async () => {
    const order: string[] = [];
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    // Other test files run image fixes on the same database at the same time, so the first
    // run may itself wait for the lock: the rest starts once it holds it, not after a delay.
    let started!: () => void;
    const holding = new Promise<void>((resolve) => (started = resolve));
    const first = withImageFixLock(servicePool(), async () => {
      order.push('first starts');
      started();
      await held;
      order.push('first ends');
    });
    await holding;
    await expect(
      withImageFixLock(servicePool(), async () => order.push('never'), { waitMs: 300, pollMs: 50 }),
    ).rejects.toMatchObject({ reason: 'busy' });
    const second = withImageFixLock(
      servicePool(),
      async () => {
        order.push('second runs');
      },
      { waitMs: 20_000, pollMs: 50 },
    );
    setTimeout(release, 200);
    await Promise.all([first, second]);
    expect(order).toEqual(['first starts', 'first ends', 'second runs']);
  });
});
