import {
  choosePhotoCoded,
  COVER_FIX_MIN_SCORE,
  type CoverNeed,
  type ImageReason,
  imageReasonText,
  type FixResponse,
  type FixResultItem,
  type FixTourCoversBody,
} from '@app/domain';
import type { CallerDb } from '../platform/caller-db.js';
import type { Caller } from '../platform/identity.js';
import type { Logger } from '../platform/logger.js';
import type { ObjectStore } from '../storage/object-store.js';
import { tourImageTarget } from './image-target.js';
import { FIX_RUN_LIMIT, ignoreDeletedSubject, latestFixJoin, writeImageLog } from './image-log.js';
import { isStockPictureUrl, storeStockPhoto } from './stock-picture-store.js';
import { problemOf } from './picture-problem.js';
import { StockPhotoError, type StockPhotoProvider } from './stock-photo-provider.js';
import {
  isBlankUrl,
  type PictureOrigin,
  pictureOrigin,
  storedPictureOf,
} from './stored-picture.js';

export interface ImageFixDeps {
  provider: StockPhotoProvider;
  store: ObjectStore;
  withCaller: CallerDb['withCaller'];
  log: Logger;
}

interface CoverRow {
  id: string;
  slug: string;
  title: string;
  country: string;
  cover_image: string | null;
  image_override_url: string | null;
  image_locked: boolean;
  start_locations: string[];
  end_location: string | null;
  /** The cover the last applied fix chose, with its score. */
  fixed_url: string | null;
  fixed_score: string | null;
}

function loadTours(deps: ImageFixDeps, caller: Caller, body: FixTourCoversBody) {
  return deps.withCaller(caller, async (tx) => {
    const { rows } = await tx.query<CoverRow>(
      `select t.id, t.slug, t.title, t.country, t.cover_image, t.image_override_url,
              t.image_locked, t.start_locations, t.end_location,
              fixed.new_url as fixed_url, fixed.score as fixed_score
         from public.tours t ${latestFixJoin('tour_id', 'cover', 'fixed')}
        where ($1::uuid[] is null or t.id = any ($1))
          and ($2 = 'smart' or (coalesce(btrim(t.cover_image), '') = ''
                                and coalesce(btrim(t.image_override_url), '') = ''))
        order by t.title, t.id
        limit ${FIX_RUN_LIMIT}`,
      [body.tourIds ?? null, body.mode],
    );
    return rows;
  });
}

type Assessment = { skip: ImageReason } | { previousScore: number | null; why: CoverNeed };

/** Why a cover nobody asked a fix for is kept, by where it comes from. */
const KEPT_COVER: Record<Exclude<PictureOrigin, 'missing'>, ImageReason> = {
  service: { reason: 'demo_cover_kept' },
  member: { reason: 'uploaded_cover_kept' },
  linked: { reason: 'linked_cover_kept' },
};

/**
 * What a tour's cover needs. Smart mode replaces only what no person chose: a missing cover, a
 * stored cover whose file is gone, or one a fix applied (when a better photo turns up).
 */
async function assess(deps: ImageFixDeps, tour: CoverRow): Promise<Assessment> {
  if (tour.image_locked) return { skip: { reason: 'images_locked' } };
  if (!isBlankUrl(tour.image_override_url)) return { skip: { reason: 'override_kept' } };
  if (isBlankUrl(tour.cover_image)) return { previousScore: null, why: 'cover_missing' };
  if (tour.fixed_url === tour.cover_image && tour.fixed_score !== null) {
    return { previousScore: Number(tour.fixed_score), why: 'earlier_fix' };
  }
  const origin = await pictureOrigin(deps.store, tour.cover_image!);
  if (origin === 'missing') return { previousScore: null, why: 'cover_file_missing' };
  return { skip: KEPT_COVER[origin] };
}

export async function fixTourCovers(
  deps: ImageFixDeps,
  caller: Caller,
  body: FixTourCoversBody,
): Promise<FixResponse> {
  const tours = await loadTours(deps, caller, body);
  const results: FixResultItem[] = [];
  // Once the provider refuses for a while (rate limit), the rest are not asked again.
  let providerDown: ImageReason | null = null;

  for (const tour of tours) {
    type ItemFields = Partial<Omit<FixResultItem, 'reason' | 'reasonCode'>> & {
      reason: ImageReason;
    };
    const item = (
      action: FixResultItem['action'],
      { reason, ...fields }: ItemFields,
    ): FixResultItem => ({
      tourId: tour.id,
      title: tour.title,
      slug: tour.slug,
      action,
      score: null,
      reason: imageReasonText(reason),
      reasonCode: reason,
      query: null,
      newUrl: null,
      ...fields,
    });
    // A skip changes nothing: it is in the run's results, not in the log.
    const skip = (fields: ItemFields) => results.push(item('skipped', fields));
    const fail = async (fields: ItemFields, photoId?: string) => {
      const result = item('failed', fields);
      results.push(result);
      if (body.dryRun) return;
      await deps
        .withCaller(caller, (tx) =>
          writeImageLog(tx, caller, {
            tourId: tour.id,
            action: 'failed',
            score: result.score,
            reason: fields.reason,
            query: result.query,
            newUrl: null,
            target: 'cover',
            photoId: photoId ?? null,
            provider: deps.provider.name,
          }),
        )
        .catch(ignoreDeletedSubject);
    };

    const assessment = await assess(deps, tour);
    if ('skip' in assessment) {
      skip({ reason: assessment.skip });
      continue;
    }
    const { target, query } = tourImageTarget(tour);
    if (providerDown) {
      await fail({ reason: providerDown, query });
      continue;
    }

    let choice;
    try {
      choice = choosePhotoCoded(await deps.provider.search(query, { perPage: 15 }), target, {
        minScore: COVER_FIX_MIN_SCORE,
        previousScore: assessment.previousScore,
      });
    } catch (error) {
      const reason: ImageReason = {
        reason: 'search_failed',
        detail: error instanceof Error ? error.message : null,
        ...problemOf(error),
      };
      if (error instanceof StockPhotoError && error.retryable) providerDown = reason;
      await fail({ reason, query });
      continue;
    }
    if (!choice.chosen) {
      skip({ reason: choice.reason, query, score: choice.best?.score ?? null });
      continue;
    }
    const { photo, score } = choice.chosen;
    if (body.dryRun) {
      results.push(
        item('updated', {
          score,
          query,
          // Only a web address is worth showing (the shipped library's are not).
          newUrl: /^https?:\/\//.test(photo.urls.regular) ? photo.urls.regular : null,
          reason: { reason: 'would_use_photo', need: assessment.why, photoId: photo.id },
        }),
      );
      continue;
    }

    const used: ImageReason = { reason: 'used_photo', need: assessment.why, photoId: photo.id };
    try {
      const newUrl = await storeStockPhoto(deps, caller, photo, tour.slug);
      // The old cover stays until the new one is stored; the lock is checked again as it changes.
      const applied = await deps.withCaller(caller, async (tx) => {
        const { rowCount } = await tx.query(
          `update public.tours set cover_image = $2
            where id = $1 and not image_locked and coalesce(btrim(image_override_url), '') = ''`,
          [tour.id, newUrl],
        );
        if (rowCount === 0) return false;
        await writeImageLog(tx, caller, {
          tourId: tour.id,
          action: 'updated',
          score,
          reason: used,
          query,
          newUrl,
          target: 'cover',
          photoId: photo.id,
          provider: deps.provider.name,
        });
        return true;
      });
      if (!applied) {
        skip({ reason: { reason: 'locked_during_run' }, query, score });
        continue;
      }
      results.push(item('updated', { score, query, newUrl, reason: used }));
      const replaced = tour.cover_image ? storedPictureOf(tour.cover_image) : null;
      if (
        replaced &&
        tour.cover_image !== newUrl &&
        isStockPictureUrl(deps.store, tour.slug, tour.cover_image)
      ) {
        await deps.store
          .removeObjects(caller, replaced.bucket, [replaced.key])
          .catch((error: unknown) =>
            deps.log.warn({ err: error, tour: tour.id }, 'could not remove the replaced cover'),
          );
      }
    } catch (error) {
      const reason: ImageReason = {
        reason: 'store_failed',
        photoId: photo.id,
        detail: error instanceof Error ? error.message : null,
        ...problemOf(error),
      };
      await fail({ reason, query, score }, photo.id);
    }
  }

  const count = (action: FixResultItem['action']) =>
    results.filter((result) => result.action === action).length;
  return {
    success: true,
    results,
    updatedCount: count('updated'),
    skippedCount: count('skipped'),
    failedCount: count('failed'),
    totalTours: tours.length,
  };
}
