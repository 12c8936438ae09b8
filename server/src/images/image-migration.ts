import { createHash } from 'node:crypto';
import type { MigrationResponse, TourImageResult } from '@app/domain';
import { type ImageReason, imageReasonText, type PictureProblem } from '@app/domain/image-reasons';
import type { Caller } from '../platform/identity.js';
import type { ImageFixDeps } from './cover-fixer.js';
import { FIX_RUN_LIMIT, ignoreDeletedSubject, writeImageLog } from './image-log.js';
import type { FetchPicture } from './picture-fetch.js';
import { takeInPicture } from './picture-intake.js';
import { problemOf } from './picture-problem.js';
import { STOCK_BUCKET, STOCK_PICTURE_WIDTH } from './stock-picture-store.js';
import { isInOwnStorage } from './stored-picture.js';

/** Migrated covers are stored this wide (spec: migration thumbnails 800 px wide for covers). */
export const MIGRATED_COVER_WIDTH = 800;

/** Why a tour was skipped, in English words and as a code. */
const skippedFor = (reason: ImageReason | null) => ({
  skippedReason: reason && imageReasonText(reason),
  skippedReasonCode: reason,
});

const isExternal = (url: string | null): url is string => url !== null && /^https?:\/\//i.test(url);
const keyOf = (slug: string, kind: 'cover' | 'gallery', url: string) =>
  `${slug}/migrated/${kind}-${createHash('sha256').update(url).digest('hex').slice(0, 16)}.jpg`;

interface MigrationRow {
  id: string;
  slug: string;
  title: string;
  image_locked: boolean;
  cover_image: string | null;
  gallery: string[];
}

/**
 * Copies the tours' pictures that live on other sites into the `tours` bucket and points the
 * tours at the copies. A picture that cannot be fetched or read keeps its old address; one whose
 * full address names an object of this storage (an admin's upload) is left as it is. The run
 * succeeds when no tour failed.
 */
export async function migrateTourImages(
  deps: ImageFixDeps & { fetchPicture: FetchPicture },
  caller: Caller,
  /** Only these tours (tests share one database); every tour otherwise. */
  onlyTourIds: readonly string[] | null = null,
): Promise<MigrationResponse> {
  const rows = await deps.withCaller(caller, async (tx) => {
    const { rows } = await tx.query<MigrationRow>(
      `select id, slug, title, image_locked, cover_image, gallery from public.tours t
        where ($1::uuid[] is null or t.id = any ($1))
          and (t.cover_image ~* '^https?://'
               or exists (select 1 from unnest(t.gallery) g where g ~* '^https?://'))
        order by t.title, t.id limit ${FIX_RUN_LIMIT}`,
      [onlyTourIds],
    );
    return rows;
  });

  const copy = async (slug: string, kind: 'cover' | 'gallery', url: string) => {
    const bytes = await deps.fetchPicture(url);
    const jpeg = await takeInPicture(
      bytes,
      kind === 'cover' ? MIGRATED_COVER_WIDTH : STOCK_PICTURE_WIDTH,
    );
    const key = keyOf(slug, kind, url);
    await deps.store.putObject(caller, STOCK_BUCKET, key, jpeg, {
      contentType: 'image/jpeg',
      cacheControl: 'max-age=3600',
      upsert: true,
    });
    return deps.store.publicUrlPath(STOCK_BUCKET, key);
  };

  const results: TourImageResult[] = [];
  let migratedCount = 0;
  for (const tour of rows) {
    if (tour.image_locked) {
      results.push({
        tourId: tour.id,
        title: tour.title,
        success: true,
        error: null,
        coverImageMigrated: false,
        galleryImagesMigrated: 0,
        ...skippedFor({ reason: 'images_locked' }),
      });
      continue;
    }
    const errors: { url: string; detail: string | null; problem?: PictureProblem }[] = [];
    const migrate = async (kind: 'cover' | 'gallery', url: string) => {
      if (await isInOwnStorage(deps.store, url)) return url;
      try {
        return await copy(tour.slug, kind, url);
      } catch (error) {
        errors.push({
          url,
          detail: error instanceof Error ? error.message : null,
          ...problemOf(error),
        });
        return url;
      }
    };
    const cover = isExternal(tour.cover_image)
      ? await migrate('cover', tour.cover_image)
      : tour.cover_image;
    const gallery: string[] = [];
    for (const url of tour.gallery)
      gallery.push(isExternal(url) ? await migrate('gallery', url) : url);
    const coverMigrated = cover !== tour.cover_image;
    const galleryMigrated = gallery.filter((url, n) => url !== tour.gallery[n]).length;
    const hasCopies = coverMigrated || galleryMigrated > 0;

    let applied = false;
    if (hasCopies) {
      applied = await deps.withCaller(caller, async (tx) => {
        const { rowCount } = await tx.query(
          `update public.tours set cover_image = $2, gallery = $3
            where id = $1 and not image_locked`,
          [tour.id, cover, gallery],
        );
        if (rowCount === 0) return false;
        await writeImageLog(tx, caller, {
          tourId: tour.id,
          action: 'updated',
          score: null,
          reason: { reason: 'migrated', cover: coverMigrated, gallery: galleryMigrated },
          query: null,
          newUrl: coverMigrated ? cover : (gallery[0] ?? null),
          target: coverMigrated ? 'cover' : 'gallery',
          provider: 'migration',
        });
        return true;
      });
    }
    if (applied) migratedCount += 1;
    if (errors.length > 0) {
      await deps
        .withCaller(caller, (tx) =>
          writeImageLog(tx, caller, {
            tourId: tour.id,
            action: 'failed',
            score: null,
            reason: { reason: 'copy_failed', as: 'log', failures: errors },
            query: null,
            newUrl: null,
            target: 'cover',
            provider: 'migration',
          }),
        )
        .catch(ignoreDeletedSubject);
    }
    const failure: ImageReason | null =
      errors.length > 0 ? { reason: 'copy_failed', as: 'result', failures: errors } : null;
    results.push({
      tourId: tour.id,
      title: tour.title,
      success: errors.length === 0,
      error: failure && imageReasonText(failure),
      ...(failure && { errorReasonCode: failure }),
      coverImageMigrated: applied && coverMigrated,
      galleryImagesMigrated: applied ? galleryMigrated : 0,
      totalGalleryImages: gallery.length,
      ...skippedFor(
        applied || errors.length > 0
          ? null
          : hasCopies
            ? { reason: 'locked_during_run' }
            : { reason: 'already_stored' },
      ),
    });
  }
  return {
    success: results.every((result) => result.success),
    migratedCount,
    totalTours: rows.length,
    results,
  };
}
