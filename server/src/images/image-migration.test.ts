import http from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { servicePool, uniqueTag } from '@app/testing/clients';
import { createImageFixKit, type ImageFixKit, testProvider } from './image-fix-test-kit.js';
import { migrateTourImages } from './image-migration.js';
import { createPictureFetcher } from './picture-fetch.js';

let kit: ImageFixKit;
let server: http.Server;
let base: string;

beforeAll(async () => {
  kit = await createImageFixKit();
  const jpeg = await sharp({
    create: { width: 1200, height: 800, channels: 3, background: '#468' },
  })
    .jpeg()
    .toBuffer();
  server = http.createServer((request, response) => {
    if (request.url?.startsWith('/photo')) {
      response.setHeader('content-type', 'image/jpeg');
      return response.end(jpeg);
    }
    response.setHeader('content-type', 'image/jpeg');
    response.end('this is text, whatever the header says');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await kit.close();
});

const deps = () => ({
  ...kit.deps(testProvider([])),
  // The pictures come from a server on this machine, which the real fetcher would refuse.
  fetchPicture: createPictureFetcher({ allowPrivateAddresses: true }),
});

async function createTour(cover: string | null, gallery: string[], locked = false) {
  const tag = uniqueTag();
  const { rows } = await servicePool().query<{ id: string; slug: string }>(
    `insert into public.tours (slug, title, category, country, price_eur, duration_days,
                               difficulty, group_size, cover_image, gallery, image_locked)
     values ($1, $2, 'eco', 'Slovenia', 300, 3, 'easy', 8, $3, $4, $5) returning id, slug`,
    [`migrate-test-${tag}`, `Migrate Test ${tag}`, cover, gallery, locked],
  );
  return rows[0]!;
}

const imagesOf = async (id: string) =>
  (
    await servicePool().query<{ cover_image: string | null; gallery: string[] }>(
      'select cover_image, gallery from public.tours where id = $1',
      [id],
    )
  ).rows[0]!;

describe('migrate-tour-images', () => {
  it('copies pictures from other sites into storage, covers 800 px wide, and keeps what fails', async () => {
    const tour = await createTour(`${base}/photo-cover.jpg`, [
      `${base}/photo-one.jpg`,
      '/storage/v1/object/public/tours/ours.jpg',
      `${base}/not-a-picture.jpg`,
    ]);
    const answer = await migrateTourImages(deps(), kit.admin, [tour.id]);
    expect(answer).toMatchObject({ success: false, migratedCount: 1, totalTours: 1 });
    const [result] = answer.results;
    expect(result).toMatchObject({
      tourId: tour.id,
      success: false,
      coverImageMigrated: true,
      galleryImagesMigrated: 1,
      totalGalleryImages: 3,
    });
    expect(result!.error).toMatch(/not-a-picture\.jpg: The file is not a JPEG, PNG or WebP image/);

    const after = await imagesOf(tour.id);
    const prefix = `/storage/v1/object/public/tours/${tour.slug}/migrated/`;
    expect(after.cover_image).toMatch(new RegExp(`^${prefix}cover-[0-9a-f]{16}\\.jpg$`));
    expect(after.gallery[0]).toMatch(new RegExp(`^${prefix}gallery-[0-9a-f]{16}\\.jpg$`));
    expect(after.gallery.slice(1)).toEqual([
      '/storage/v1/object/public/tours/ours.jpg',
      `${base}/not-a-picture.jpg`,
    ]);
    const key = after.cover_image!.slice('/storage/v1/object/public/tours/'.length);
    const cover = await kit.store.getPublicObject('tours', key);
    expect(await sharp((await kit.store.read(cover!))!).metadata()).toMatchObject({
      format: 'jpeg',
      width: 800,
      height: 533,
    });

    // Run again: only the picture that failed is tried again, and it fails again.
    const again = await migrateTourImages(deps(), kit.admin, [tour.id]);
    expect(again).toMatchObject({ migratedCount: 0, totalTours: 1 });
    expect(await imagesOf(tour.id)).toEqual(after);
  });

  it('leaves a locked tour as it is', async () => {
    const tour = await createTour(`${base}/photo-locked.jpg`, [], true);
    const answer = await migrateTourImages(deps(), kit.admin, [tour.id]);
    expect(answer.results[0]).toMatchObject({ success: true, skippedReason: 'Images are locked' });
    expect((await imagesOf(tour.id)).cover_image).toBe(`${base}/photo-locked.jpg`);
  });

  it('skips pictures already in this storage, whatever origin their address was saved with', async () => {
    // An admin's upload: supabase-js saves the full public URL, on whatever host the site had.
    const key = `own-${uniqueTag()}/cover.jpg`;
    const jpeg = await sharp({
      create: { width: 400, height: 225, channels: 3, background: '#9a3' },
    })
      .jpeg()
      .toBuffer();
    await kit.store.putObject(kit.admin, 'tours', key, jpeg, {
      contentType: 'image/jpeg',
      cacheControl: 'max-age=3600',
      upsert: true,
    });
    const cover = `http://127.0.0.1:3000/storage/v1/object/public/tours/${key}?v=17`;
    const gallery = [`https://old-name.example/storage/v1/object/public/tours/${key}`];
    const tour = await createTour(cover, gallery);
    // The real fetcher, which refuses this machine's addresses: nothing here may be fetched.
    const answer = await migrateTourImages(
      { ...kit.deps(testProvider([])), fetchPicture: createPictureFetcher() },
      kit.admin,
      [tour.id],
    );
    expect(answer).toEqual({
      success: true,
      migratedCount: 0,
      totalTours: 1,
      results: [
        {
          tourId: tour.id,
          title: expect.any(String),
          success: true,
          error: null,
          coverImageMigrated: false,
          galleryImagesMigrated: 0,
          totalGalleryImages: 1,
          skippedReason: "Already in this site's storage",
          skippedReasonCode: { reason: 'already_stored' },
        },
      ],
    });
    expect(await imagesOf(tour.id)).toEqual({ cover_image: cover, gallery });
  });

  it("fails a picture the fetcher refuses, with the refusal as a code for the admin's language", async () => {
    const tour = await createTour(`${base}/photo-inside.jpg`, []);
    // The real fetcher refuses this machine's addresses.
    const answer = await migrateTourImages(
      { ...kit.deps(testProvider([])), fetchPicture: createPictureFetcher() },
      kit.admin,
      [tour.id],
    );
    expect(answer.results[0]!.error).toBe(
      `${base}/photo-inside.jpg: 127.0.0.1 is not a public internet address`,
    );
    expect(answer.results[0]!.errorReasonCode).toEqual({
      reason: 'copy_failed',
      as: 'result',
      failures: [
        {
          url: `${base}/photo-inside.jpg`,
          detail: '127.0.0.1 is not a public internet address',
          problem: { problem: 'picture_host_not_public', host: '127.0.0.1' },
        },
      ],
    });
  });

  it('reports the run as failed when a tour failed', async () => {
    const tour = await createTour(`${base}/not-a-picture.jpg`, []);
    const answer = await migrateTourImages(deps(), kit.admin, [tour.id]);
    expect(answer).toMatchObject({ success: false, migratedCount: 0, totalTours: 1 });
    expect(answer.results[0]).toMatchObject({ success: false, skippedReason: null });
    expect(answer.results[0]!.error).toMatch(/The file is not a JPEG, PNG or WebP image/);
    expect(answer.results[0]!.errorReasonCode).toEqual({
      reason: 'copy_failed',
      as: 'result',
      failures: [
        {
          url: `${base}/not-a-picture.jpg`,
          detail: expect.stringMatching(/not a JPEG, PNG or WebP/),
        },
      ],
    });
  });
});
