import { choosePhotoCoded, scorePhoto, SMART_UPDATE_MIN_SCORE } from '@app/domain';
import { type ImageReason, type PictureReason, scoreRulesOf } from '@app/domain/image-reasons';
import type { ImageTarget, ScoredPhoto } from '@app/domain/image-scoring';
import type { Caller } from '../platform/identity.js';
import type { ImageFixDeps } from './cover-fixer.js';
import { ignoreDeletedSubject, writeImageLog } from './image-log.js';
import { STOCK_BUCKET, stockPictureKey, storeStockPhoto } from './stock-picture-store.js';
import { isBlankUrl, isMissingStoredPicture } from './stored-picture.js';

/** How many stock pictures a gallery gets when it is filled. */
export const STOCK_GALLERY_SIZE = 4;

/** A tour or micro-tour as the smart update sees it; `table` decides the columns written. */
export interface PictureSubject {
  table: 'tours' | 'micro_tours';
  id: string;
  slug: string;
  title: string;
  locked: boolean;
  cover: string | null;
  gallery: readonly string[];
  /** The cover the last applied fix chose, with its score. */
  fixedCover: { url: string | null; score: number | null } | null;
  /** The score of the gallery the last applied fix chose, when it is still the gallery. */
  fixedGalleryScore: number | null;
  target: ImageTarget;
  query: string;
}

export interface PictureUpdate {
  coverUpdated: boolean;
  galleryAdded: number;
  galleryTotal: number;
  chosenPhotoIds: string[];
  score: number | null;
  /** Why nothing changed, when nothing did. */
  skippedReason: ImageReason | null;
}

const columns = {
  tours: { cover: 'cover_image', gallery: 'gallery' },
  micro_tours: { cover: 'cover_url', gallery: 'gallery_urls' },
} as const;

/**
 * The smart update of one subject: a new cover when it is missing (or, with `updateAll`, when a
 * better photo turns up than the one a fix chose or one nobody scored), and a gallery of stock
 * photos when it is empty (or, with `updateAll`, better). Nothing is written unless stored.
 */
export async function updatePictures(
  deps: ImageFixDeps,
  caller: Caller,
  subject: PictureSubject,
  mode: { updateAll: boolean },
): Promise<PictureUpdate> {
  const unchanged = (skippedReason: ImageReason | null): PictureUpdate => ({
    coverUpdated: false,
    galleryAdded: 0,
    galleryTotal: subject.gallery.length,
    chosenPhotoIds: [],
    score: null,
    skippedReason,
  });
  if (subject.locked) return unchanged({ reason: 'images_locked' });

  const coverMissing =
    isBlankUrl(subject.cover) || (await isMissingStoredPicture(deps.store, subject.cover!));
  const wantsCover = coverMissing || mode.updateAll;
  const wantsGallery = subject.gallery.length === 0 || mode.updateAll;
  if (!wantsCover && !wantsGallery) return unchanged({ reason: 'pictures_in_place' });

  const photos = await deps.provider.search(subject.query, { perPage: 20 });
  const scored = photos
    .map((photo) => scorePhoto(photo, subject.target))
    .filter((entry) => entry.score >= SMART_UPDATE_MIN_SCORE)
    .sort((a, b) => b.score - a.score);

  const update: PictureUpdate = unchanged(null);
  const reasons: { cover: PictureReason | null; gallery: PictureReason | null } = {
    cover: null,
    gallery: null,
  };
  let coverNow = subject.cover;

  if (wantsCover) {
    const previousScore = coverMissing
      ? null
      : subject.fixedCover?.url === subject.cover
        ? subject.fixedCover.score
        : null;
    const choice = choosePhotoCoded(photos, subject.target, {
      minScore: SMART_UPDATE_MIN_SCORE,
      previousScore,
    });
    if (choice.chosen) {
      const url = await storeStockPhoto(deps, caller, choice.chosen.photo, subject.slug);
      const applied = await writeColumn(deps, caller, subject, 'cover', url, choice.chosen);
      if (applied) {
        coverNow = url;
        update.coverUpdated = true;
        update.chosenPhotoIds.push(choice.chosen.photo.id);
        update.score = choice.chosen.score;
      }
    } else {
      reasons.cover = choice.reason;
    }
  }

  if (wantsGallery) {
    // The gallery never repeats the cover.
    const stockUrl = (id: string) =>
      deps.store.publicUrlPath(STOCK_BUCKET, stockPictureKey(subject.slug, id));
    const picks = scored
      .filter((entry) => stockUrl(entry.photo.id) !== coverNow)
      .slice(0, STOCK_GALLERY_SIZE);
    const best = picks[0]?.score ?? null;
    const previous = subject.gallery.length === 0 ? null : subject.fixedGalleryScore;
    if (picks.length === 0 || best === null || (previous !== null && best <= previous)) {
      reasons.gallery =
        picks.length === 0
          ? { reason: 'none_reach_minimum', minimum: SMART_UPDATE_MIN_SCORE }
          : { reason: 'not_better', best: best!, current: previous! };
    } else {
      const urls: string[] = [];
      for (const pick of picks) {
        urls.push(await storeStockPhoto(deps, caller, pick.photo, subject.slug));
      }
      const applied = await writeColumn(deps, caller, subject, 'gallery', urls, picks[0]!);
      if (applied) {
        update.galleryAdded = urls.length;
        update.galleryTotal = urls.length;
        update.chosenPhotoIds.push(...picks.map((pick) => pick.photo.id));
        update.score ??= picks[0]!.score;
      }
    }
  }

  if (!update.coverUpdated && update.galleryAdded === 0) {
    update.skippedReason =
      reasons.cover || reasons.gallery
        ? { reason: 'per_picture', ...reasons }
        : { reason: 'locked_during_run' };
  }
  return update;
}

/** Writes the new cover or gallery as the caller, unless the subject was locked meanwhile. */
async function writeColumn(
  deps: ImageFixDeps,
  caller: Caller,
  subject: PictureSubject,
  target: 'cover' | 'gallery',
  value: string | string[],
  chosen: ScoredPhoto,
): Promise<boolean> {
  const column = columns[subject.table][target];
  return deps.withCaller(caller, async (tx) => {
    const { rowCount } = await tx.query(
      `update public.${subject.table} set ${column} = $2 where id = $1 and not image_locked`,
      [subject.id, value],
    );
    if (rowCount === 0) return false;
    await writeImageLog(tx, caller, {
      ...subjectIds(subject),
      action: 'updated',
      score: chosen.score,
      reason: {
        reason: 'chose_photo',
        target,
        photoId: chosen.photo.id,
        rules: scoreRulesOf(chosen.matched),
      },
      query: subject.query,
      newUrl: Array.isArray(value) ? (value[0] ?? null) : value,
      target,
      photoId: chosen.photo.id,
      provider: deps.provider.name,
    });
    return true;
  });
}

const subjectIds = (subject: PictureSubject) =>
  subject.table === 'tours' ? { tourId: subject.id } : { microTourId: subject.id };

/** A failure of one subject's update, logged (skips are not: they change nothing). */
export function logPictureFailure(
  deps: ImageFixDeps,
  caller: Caller,
  subject: PictureSubject,
  reason: ImageReason,
) {
  return deps
    .withCaller(caller, (tx) =>
      writeImageLog(tx, caller, {
        ...subjectIds(subject),
        action: 'failed',
        score: null,
        reason,
        query: subject.query,
        newUrl: null,
        target: 'cover',
        provider: deps.provider.name,
      }),
    )
    .catch(ignoreDeletedSubject);
}
