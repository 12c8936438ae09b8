import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ImageReason, imageReasonText } from '@app/domain/image-reasons';
import { servicePool, uniqueTag } from '@app/testing/clients';
import {
  createImageFixKit,
  type ImageFixKit,
  testPhoto as photo,
  testProvider as provider,
} from './image-fix-test-kit.js';
import { microTourImageTarget } from './image-target.js';
import { STOCK_GALLERY_SIZE, updatePictures } from './picture-updater.js';
import { updateMicroTourImages, updateTourImages } from './smart-image-update.js';

let kit: ImageFixKit;
beforeAll(async () => {
  kit = await createImageFixKit();
});
afterAll(() => kit.close());

const nowhere = { country: null, city: null, name: null };
const inSlovenia = { country: 'Slovenia', city: null, name: null };
// Scores for a Ljubljana tour, best first: 6, 6, 5, 4, 3, 2 and a close-up at 0.
const library = [
  photo('a'),
  photo('b'),
  photo('c', { width: 1600 }),
  photo('d', { tags: ['hills'], description: null, location: inSlovenia }),
  photo('e', { tags: ['ljubljana'], description: null, location: nowhere }),
  photo('f', { tags: ['ljubljana'], description: null, location: nowhere, width: 800 }),
  photo('g', { tags: ['portrait'], description: null, location: inSlovenia, width: 800 }),
];
const countryOnly = photo('d', { tags: ['hills'], description: null, location: inSlovenia });

async function createTour(
  fields: { cover?: string | null; gallery?: string[]; locked?: boolean } = {},
) {
  const tag = uniqueTag();
  const { rows } = await servicePool().query<{ id: string; slug: string }>(
    `insert into public.tours (slug, title, category, country, price_eur, duration_days,
                               difficulty, group_size, start_locations, cover_image, gallery,
                               image_locked)
     values ($1, $2, 'eco', 'Slovenia', 300, 3, 'easy', 8, '{Ljubljana}', $3, $4, $5)
     returning id, slug`,
    [
      `smart-test-${tag}`,
      `Smart Test ${tag}`,
      fields.cover ?? null,
      fields.gallery ?? [],
      fields.locked ?? false,
    ],
  );
  return rows[0]!;
}

async function createMicroTour(
  fields: { cover?: string | null; gallery?: string[]; locked?: boolean } = {},
) {
  const tag = uniqueTag();
  const { rows } = await servicePool().query<{ id: string; slug: string }>(
    `insert into public.micro_tours (slug, title, city, country, price_eur, duration_hours,
                                     cover_url, gallery_urls, image_locked)
     values ($1, $2, 'Ljubljana', 'Slovenia', 10, 2, $3, $4, $5) returning id, slug`,
    [
      `smart-walk-${tag}`,
      `Smart Walk ${tag}`,
      fields.cover ?? null,
      fields.gallery ?? [],
      fields.locked ?? false,
    ],
  );
  return rows[0]!;
}

const tourImages = async (id: string) =>
  (
    await servicePool().query<{ cover_image: string | null; gallery: string[] }>(
      'select cover_image, gallery from public.tours where id = $1',
      [id],
    )
  ).rows[0]!;

describe('update-tour-images', () => {
  it('fills a missing cover and an empty gallery with the best photos from a score of 2', async () => {
    const tour = await createTour();
    const answer = await updateTourImages(
      kit.deps(provider(library)),
      kit.admin,
      { updateAll: false, fixMissingOnly: true },
      [tour.id],
    );
    expect(answer).toMatchObject({ success: true, updatedCount: 1, totalTours: 1 });
    expect(answer.results[0]).toMatchObject({
      tourId: tour.id,
      success: true,
      coverImageUpdated: true,
      galleryImagesUpdated: true,
      galleryImagesAdded: 4,
      totalGalleryImages: 4,
      chosenPhotoId: 'a',
      score: 6,
      query: 'Ljubljana Slovenia',
    });
    const stored = (id: string) => `/storage/v1/object/public/tours/${tour.slug}/stock/${id}.jpg`;
    expect(await tourImages(tour.id)).toEqual({
      cover_image: stored('a'),
      // Best first, the cover's photo left out; the close-up (0) and the one at 2 are not needed.
      gallery: ['b', 'c', 'd', 'e'].map(stored),
    });
  });

  it('leaves pictures that are in place when only missing ones are fixed, and locked tours always', async () => {
    const complete = await createTour({ cover: '/people/chose.jpg', gallery: ['/people/one.jpg'] });
    const locked = await createTour({ locked: true });
    const answer = await updateTourImages(
      kit.deps(provider(library)),
      kit.admin,
      { updateAll: false, fixMissingOnly: true },
      [complete.id, locked.id],
    );
    // The complete tour is not even selected; the locked one is reported as skipped.
    expect(answer.totalTours).toBe(1);
    expect(answer.results[0]).toMatchObject({
      tourId: locked.id,
      success: true,
      coverImageUpdated: false,
      skippedReason: 'Images are locked',
    });
    expect(await tourImages(locked.id)).toEqual({ cover_image: null, gallery: [] });
    expect(await tourImages(complete.id)).toEqual({
      cover_image: '/people/chose.jpg',
      gallery: ['/people/one.jpg'],
    });
  });

  it('Update All replaces unscored pictures, then only for a better score', async () => {
    const tour = await createTour({ cover: '/people/chose.jpg', gallery: ['/people/one.jpg'] });
    const first = await updateTourImages(
      kit.deps(provider([countryOnly])),
      kit.admin,
      { updateAll: true, fixMissingOnly: false },
      [tour.id],
    );
    expect(first.results[0]).toMatchObject({ coverImageUpdated: true, score: 4 });
    const second = await updateTourImages(
      kit.deps(provider([countryOnly])),
      kit.admin,
      { updateAll: true, fixMissingOnly: false },
      [tour.id],
    );
    expect(second.results[0]).toMatchObject({
      coverImageUpdated: false,
      galleryImagesUpdated: false,
    });
    expect(second.results[0]!.skippedReason).toMatch(/Cover: Best score 4\.0 is not better/);
    expect(second.results[0]!.skippedReasonCode).toMatchObject({
      reason: 'per_picture',
      cover: { reason: 'not_better', best: 4, current: 4 },
    });
    const third = await updateTourImages(
      kit.deps(provider(library)),
      kit.admin,
      { updateAll: true, fixMissingOnly: false },
      [tour.id],
    );
    expect(third.results[0]).toMatchObject({ coverImageUpdated: true, score: 6 });
  });

  it('a provider that gives up mid-run fails the rest with its reason', async () => {
    const tours = [await createTour(), await createTour()];
    const stock = provider(library, { searchFailsFrom: 1 });
    const answer = await updateTourImages(
      kit.deps(stock),
      kit.admin,
      { updateAll: false, fixMissingOnly: true },
      tours.map((tour) => tour.id),
    );
    expect(answer.updatedCount).toBe(0);
    expect(answer.results.map((result) => result.error)).toEqual([
      'Stock photo service rate limit reached',
      'Stock photo service rate limit reached',
    ]);
    // The provider's failure as a code too, for the admin's page in another language.
    expect(answer.results.map((result) => result.errorReasonCode)).toEqual(
      Array(2).fill({
        reason: 'update_failed',
        detail: 'Stock photo service rate limit reached',
        problem: { problem: 'provider_rate_limited', waitSeconds: null },
      }),
    );
    expect(stock.searches).toHaveLength(1);
  });
});

describe('update-micro-tour-images', () => {
  it('fixes one micro-tour by its slug, with the micro-tour result fields', async () => {
    const walk = await createMicroTour();
    const other = await createMicroTour();
    const answer = await updateMicroTourImages(kit.deps(provider(library)), kit.admin, {
      options: { fixMissingOnly: true, singleSlug: walk.slug },
    });
    expect(answer).toMatchObject({ success: true, updatedCount: 1, totalTours: 1 });
    expect(answer.results[0]).toEqual({
      slug: walk.slug,
      title: expect.stringMatching(/^Smart Walk /),
      success: true,
      error: null,
      coverImageUpdated: true,
      galleryImagesUpdated: true,
      searchQuery: 'Ljubljana Slovenia',
      chosenImages: ['a', 'b', 'c', 'd', 'e'],
      score: 6,
    });
    const { rows } = await servicePool().query<{
      slug: string;
      cover_url: string | null;
      n: number;
    }>(
      `select slug, cover_url, cardinality(gallery_urls) as n from public.micro_tours
        where slug = any ($1) order by slug = $2 desc`,
      [[walk.slug, other.slug], walk.slug],
    );
    expect(rows).toEqual([
      {
        slug: walk.slug,
        cover_url: `/storage/v1/object/public/tours/${walk.slug}/stock/a.jpg`,
        n: 4,
      },
      { slug: other.slug, cover_url: null, n: 0 },
    ]);
    const logs = await servicePool().query<{ action: string; target: string }>(
      `select action, target from public.image_update_logs where micro_tour_id = $1 order by target`,
      [walk.id],
    );
    expect(logs.rows).toEqual([
      { action: 'updated', target: 'cover' },
      { action: 'updated', target: 'gallery' },
    ]);
    const codes = await servicePool().query<{ reason: string; reason_code: ImageReason }>(
      `select reason, reason_code from public.image_update_logs where micro_tour_id = $1
        order by target`,
      [walk.id],
    );
    expect(codes.rows.map((row) => row.reason_code)).toEqual([
      { reason: 'chose_photo', target: 'cover', photoId: 'a', rules: expect.any(Array) },
      // The gallery never repeats the cover.
      { reason: 'chose_photo', target: 'gallery', photoId: 'b', rules: expect.any(Array) },
    ]);
    for (const row of codes.rows) expect(row.reason).toBe(imageReasonText(row.reason_code));
  });

  it('Update All replaces a gallery, never adds to it, however often it runs', async () => {
    // A demo micro-tour: a cover and three gallery pictures nobody scored.
    const walk = await createMicroTour({
      cover: '/demo/cover.jpg',
      gallery: ['/demo/1.jpg', '/demo/2.jpg', '/demo/3.jpg'],
    });
    const row = async () =>
      (
        await servicePool().query<{ cover_url: string; gallery_urls: string[] }>(
          'select cover_url, gallery_urls from public.micro_tours where id = $1',
          [walk.id],
        )
      ).rows[0]!;
    const sizes: number[] = [];
    for (let run = 0; run < 3; run += 1) {
      const { cover_url, gallery_urls } = await row();
      // No earlier score: every run takes its photos, the worst case for a growing gallery.
      await updatePictures(
        kit.deps(provider(library)),
        kit.admin,
        {
          table: 'micro_tours',
          id: walk.id,
          slug: walk.slug,
          title: 'Smart Walk',
          locked: false,
          cover: cover_url,
          gallery: gallery_urls,
          fixedCover: null,
          fixedGalleryScore: null,
          ...microTourImageTarget({ city: 'Ljubljana', country: 'Slovenia' }),
        },
        { updateAll: true },
      );
      sizes.push((await row()).gallery_urls.length);
    }
    expect(sizes).toEqual([STOCK_GALLERY_SIZE, STOCK_GALLERY_SIZE, STOCK_GALLERY_SIZE]);
    expect(STOCK_GALLERY_SIZE).toBeLessThanOrEqual(10);
    expect((await row()).gallery_urls).not.toContain('/demo/1.jpg');
  });

  it('never touches a locked micro-tour', async () => {
    const walk = await createMicroTour({ locked: true });
    const answer = await updateMicroTourImages(kit.deps(provider(library)), kit.admin, {
      options: { fixMissingOnly: true, singleSlug: walk.slug },
    });
    expect(answer.results[0]).toMatchObject({
      success: true,
      coverImageUpdated: false,
      chosenImages: [],
    });
    const { rows } = await servicePool().query(
      'select cover_url from public.micro_tours where id = $1',
      [walk.id],
    );
    expect(rows[0]).toEqual({ cover_url: null });
    // Nothing changed, so nothing is logged.
    const logs = await servicePool().query(
      'select action from public.image_update_logs where micro_tour_id = $1',
      [walk.id],
    );
    expect(logs.rows).toEqual([]);
  });
});
