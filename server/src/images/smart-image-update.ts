import type {
  MicroTourImageResult,
  MicroTourImagesUpdateResponse,
  TourImageResult,
  TourImagesUpdateResponse,
  UpdateMicroTourImagesBody,
  UpdateTourImagesBody,
} from '@app/domain';
import { type ImageReason, imageReasonText } from '@app/domain/image-reasons';
import type { Caller } from '../platform/identity.js';
import type { ImageFixDeps } from './cover-fixer.js';
import { FIX_RUN_LIMIT, latestFixJoin } from './image-log.js';
import { microTourImageTarget, tourImageTarget } from './image-target.js';
import { logPictureFailure, type PictureSubject, updatePictures } from './picture-updater.js';
import { problemOf } from './picture-problem.js';
import { StockPhotoError } from './stock-photo-provider.js';

/** The last applied cover and gallery of each row, from the log (admins read it). */
const lastFixes = (column: 'tour_id' | 'micro_tour_id') =>
  latestFixJoin(column, 'cover', 'fixed_cover') + latestFixJoin(column, 'gallery', 'fixed_gallery');

interface FixColumns {
  fixed_cover_url: string | null;
  fixed_cover_score: string | null;
  fixed_gallery_url: string | null;
  fixed_gallery_score: string | null;
}

const numberOrNull = (value: string | null) => (value === null ? null : Number(value));

function fixedOf(row: FixColumns, gallery: readonly string[]) {
  return {
    fixedCover: { url: row.fixed_cover_url, score: numberOrNull(row.fixed_cover_score) },
    fixedGalleryScore:
      row.fixed_gallery_url !== null && gallery[0] === row.fixed_gallery_url
        ? numberOrNull(row.fixed_gallery_score)
        : null,
  };
}

type Outcome<T> = { result: T; updated: boolean };

/** Why a subject's update failed: the message of what failed (and its problem, when known). */
const failureOf = (error: Error): ImageReason => ({
  reason: 'update_failed',
  detail: error.message,
  ...problemOf(error),
});

const textOf = (reason: ImageReason | null) => reason && imageReasonText(reason);

/**
 * Runs the update over the subjects one at a time; a provider that stops answering for a while
 * (its rate limit) fails the rest with its reason instead of being asked again.
 */
async function runAll<Row, T>(
  deps: ImageFixDeps,
  caller: Caller,
  rows: Row[],
  subjectOf: (row: Row) => PictureSubject,
  updateAll: boolean,
  toResult: (
    subject: PictureSubject,
    outcome: Awaited<ReturnType<typeof updatePictures>> | Error,
  ) => T,
): Promise<Outcome<T>[]> {
  const outcomes: Outcome<T>[] = [];
  let providerDown: Error | null = null;
  for (const row of rows) {
    const subject = subjectOf(row);
    if (providerDown) {
      outcomes.push({ result: toResult(subject, providerDown), updated: false });
      continue;
    }
    try {
      const update = await updatePictures(deps, caller, subject, { updateAll });
      outcomes.push({
        result: toResult(subject, update),
        updated: update.coverUpdated || update.galleryAdded > 0,
      });
    } catch (error) {
      const failure = error instanceof Error ? error : new Error('The image update failed');
      if (error instanceof StockPhotoError && error.retryable) providerDown = failure;
      await logPictureFailure(deps, caller, subject, failureOf(failure));
      outcomes.push({ result: toResult(subject, failure), updated: false });
    }
  }
  return outcomes;
}

/** The answer of a smart update: every result, how many subjects changed. */
const summarise = <T>(outcomes: Outcome<T>[]) => ({
  success: true,
  updatedCount: outcomes.filter((outcome) => outcome.updated).length,
  totalTours: outcomes.length,
  results: outcomes.map((outcome) => outcome.result),
});

interface TourRow extends FixColumns {
  id: string;
  slug: string;
  title: string;
  country: string;
  start_locations: string[];
  end_location: string | null;
  image_locked: boolean;
  cover_image: string | null;
  gallery: string[];
}

export async function updateTourImages(
  deps: ImageFixDeps,
  caller: Caller,
  body: UpdateTourImagesBody,
  /** Only these tours (tests share one database); every tour the body selects otherwise. */
  onlyTourIds: readonly string[] | null = null,
): Promise<TourImagesUpdateResponse> {
  const rows = await deps.withCaller(caller, async (tx) => {
    const { rows } = await tx.query<TourRow>(
      `select t.id, t.slug, t.title, t.country, t.start_locations, t.end_location, t.image_locked,
              t.cover_image, t.gallery,
              fixed_cover.new_url as fixed_cover_url, fixed_cover.score as fixed_cover_score,
              fixed_gallery.new_url as fixed_gallery_url, fixed_gallery.score as fixed_gallery_score
         from public.tours t ${lastFixes('tour_id')}
        where ($2::uuid[] is null or t.id = any ($2))
          and ($1 or coalesce(btrim(t.cover_image), '') = '' or cardinality(t.gallery) = 0)
        order by t.title, t.id limit ${FIX_RUN_LIMIT}`,
      [body.updateAll, onlyTourIds],
    );
    return rows;
  });
  const outcomes = await runAll(
    deps,
    caller,
    rows,
    (row): PictureSubject => ({
      table: 'tours',
      id: row.id,
      slug: row.slug,
      title: row.title,
      locked: row.image_locked,
      cover: row.cover_image,
      gallery: row.gallery,
      ...fixedOf(row, row.gallery),
      ...tourImageTarget(row),
    }),
    body.updateAll,
    (subject, outcome): TourImageResult =>
      outcome instanceof Error
        ? {
            tourId: subject.id,
            title: subject.title,
            success: false,
            error: outcome.message,
            errorReasonCode: failureOf(outcome),
            coverImageUpdated: false,
            galleryImagesUpdated: false,
            galleryImagesAdded: 0,
            totalGalleryImages: subject.gallery.length,
            query: subject.query,
            chosenPhotoId: null,
            score: null,
            skippedReason: null,
            skippedReasonCode: null,
          }
        : {
            tourId: subject.id,
            title: subject.title,
            success: true,
            error: null,
            coverImageUpdated: outcome.coverUpdated,
            galleryImagesUpdated: outcome.galleryAdded > 0,
            galleryImagesAdded: outcome.galleryAdded,
            totalGalleryImages: outcome.galleryTotal,
            query: subject.query,
            chosenPhotoId: outcome.chosenPhotoIds[0] ?? null,
            score: outcome.score,
            skippedReason: textOf(outcome.skippedReason),
            skippedReasonCode: outcome.skippedReason,
          },
  );
  return summarise(outcomes);
}

interface MicroRow extends FixColumns {
  id: string;
  slug: string;
  title: string;
  city: string;
  country: string;
  image_locked: boolean;
  cover_url: string | null;
  gallery_urls: string[];
}

export async function updateMicroTourImages(
  deps: ImageFixDeps,
  caller: Caller,
  body: UpdateMicroTourImagesBody,
): Promise<MicroTourImagesUpdateResponse> {
  const { options } = body;
  const updateAll = 'updateAll' in options && options.updateAll;
  const singleSlug = 'singleSlug' in options ? options.singleSlug : null;
  const rows = await deps.withCaller(caller, async (tx) => {
    const { rows } = await tx.query<MicroRow>(
      `select t.id, t.slug, t.title, t.city, t.country, t.image_locked, t.cover_url,
              t.gallery_urls,
              fixed_cover.new_url as fixed_cover_url, fixed_cover.score as fixed_cover_score,
              fixed_gallery.new_url as fixed_gallery_url, fixed_gallery.score as fixed_gallery_score
         from public.micro_tours t ${lastFixes('micro_tour_id')}
        where ($2::text is null or t.slug = $2)
          and ($1 or coalesce(btrim(t.cover_url), '') = '' or cardinality(t.gallery_urls) = 0)
        order by t.title, t.id limit ${FIX_RUN_LIMIT}`,
      [updateAll, singleSlug],
    );
    return rows;
  });
  const outcomes = await runAll(
    deps,
    caller,
    rows,
    (row): PictureSubject => ({
      table: 'micro_tours',
      id: row.id,
      slug: row.slug,
      title: row.title,
      locked: row.image_locked,
      cover: row.cover_url,
      gallery: row.gallery_urls,
      ...fixedOf(row, row.gallery_urls),
      ...microTourImageTarget(row),
    }),
    updateAll,
    (subject, outcome): MicroTourImageResult =>
      outcome instanceof Error
        ? {
            slug: subject.slug,
            title: subject.title,
            success: false,
            error: outcome.message,
            errorReasonCode: failureOf(outcome),
            coverImageUpdated: false,
            galleryImagesUpdated: false,
            searchQuery: subject.query,
            chosenImages: [],
            score: null,
          }
        : {
            slug: subject.slug,
            title: subject.title,
            success: true,
            error: null,
            coverImageUpdated: outcome.coverUpdated,
            galleryImagesUpdated: outcome.galleryAdded > 0,
            searchQuery: subject.query,
            chosenImages: outcome.chosenPhotoIds,
            score: outcome.score,
          },
  );
  return summarise(outcomes);
}
