import '../messages';
import type { MessageDescriptor } from '@lingui/core';
import { msg, plural, t } from '@lingui/core/macro';
import type {
  CoverNeed,
  ImageReason,
  PictureProblem,
  PictureReason,
  ScoreRule,
} from '@app/domain/image-reasons';
import { formatNumber, formatOneDecimal } from '@app/domain/locale-format';
import type { Locale } from '@app/domain/locales';
import { pageLocale } from '../../../i18n/page-locale';

const coverNeedWords: Record<CoverNeed, MessageDescriptor> = {
  cover_missing: msg`Cover missing`,
  cover_file_missing: msg`Cover file missing`,
  earlier_fix: msg`Cover chosen by an earlier fix`,
};

const scoreRuleWords: Record<ScoreRule, MessageDescriptor> = {
  country_match: msg`country match`,
  location_tags: msg`location tags`,
  high_resolution: msg`high resolution`,
  unwanted_content: msg`unwanted content`,
};

/** Why a picture (cover or gallery) of a smart update was not replaced. */
function describePictureReason(reason: PictureReason, locale: Locale): string {
  switch (reason.reason) {
    case 'no_photos':
      return t`No photos found`;
    case 'below_minimum': {
      const best = formatOneDecimal(reason.best, locale);
      const minimum = formatNumber(reason.minimum, locale);
      return t`Best score ${best} is below the minimum of ${minimum}`;
    }
    case 'not_better': {
      const best = formatOneDecimal(reason.best, locale);
      const current = formatOneDecimal(reason.current, locale);
      return t`Best score ${best} is not better than the current ${current}`;
    }
    case 'none_reach_minimum': {
      const minimum = formatNumber(reason.minimum, locale);
      return t`No photo reaches the minimum score of ${minimum}`;
    }
  }
}

/** How long the photo provider asks to wait, in the page's language. */
function rateLimitText(waitSeconds: number | null): string {
  const minutes = waitSeconds === null ? 60 : Math.ceil(waitSeconds / 60);
  if (waitSeconds !== null && waitSeconds < 90) {
    return plural(waitSeconds, {
      one: 'Unsplash rate limit reached; try again in # second',
      other: 'Unsplash rate limit reached; try again in # seconds',
    });
  }
  if (minutes >= 60) return t`Unsplash rate limit reached; try again in an hour`;
  return plural(minutes, {
    one: 'Unsplash rate limit reached; try again in # minute',
    other: 'Unsplash rate limit reached; try again in # minutes',
  });
}

/**
 * A failure of the photo provider or of a picture download (domain/src/image-reasons.ts) in the
 * page's language; in English the message the tools always sent. Names, addresses and other
 * systems' own words (a host, a network error) stay as they came.
 */
export function describePictureProblem(problem: PictureProblem, locale: Locale): string {
  switch (problem.problem) {
    case 'provider_rate_limited':
      return rateLimitText(problem.waitSeconds);
    case 'provider_key_refused':
      return t`Unsplash access key was refused`;
    case 'provider_refused': {
      const status = String(problem.status);
      return t`Unsplash refused the request (HTTP ${status})`;
    }
    case 'provider_down': {
      const status = String(problem.status);
      return t`Unsplash is not answering (HTTP ${status}); try again later`;
    }
    case 'provider_unreachable': {
      const cause = problem.cause;
      return t`Unsplash could not be reached (${cause}); try again later`;
    }
    case 'provider_not_json':
      return t`Unsplash sent a search answer that is not JSON`;
    case 'provider_unexpected_answer': {
      const issue = problem.issue;
      return t`Unsplash sent a search answer in an unexpected shape (${issue})`;
    }
    case 'provider_photo_too_large': {
      const max = formatNumber(problem.maxMegabytes, locale);
      return t`The Unsplash photo is larger than ${max} MB; choose another photo`;
    }
    case 'unknown_stock_photo': {
      const photo = problem.photoId;
      return t`Unknown photo ${photo} in the local stock library`;
    }
    case 'picture_too_large': {
      const max = formatNumber(problem.maxMegabytes, locale);
      return t`The picture is larger than ${max} MB`;
    }
    case 'picture_host_not_public': {
      const host = problem.host;
      return t`${host} is not a public internet address`;
    }
    case 'picture_host_unknown': {
      const host = problem.host;
      return t`${host} has no address`;
    }
    case 'picture_http_status': {
      const status = String(problem.status);
      return t`The picture's address answered ${status}`;
    }
    case 'picture_url_invalid':
      return t`The picture address is not a valid URL`;
    case 'picture_url_not_http':
      return t`Only http and https picture addresses can be fetched`;
    case 'picture_timeout':
      return t`The picture took too long to download`;
    case 'picture_download_failed': {
      const cause = problem.cause;
      return t`The picture could not be downloaded: ${cause}`;
    }
    case 'picture_too_many_redirects':
      return t`Too many redirects`;
  }
}

/**
 * What failed, in the page's language: in English the message as it came (the tools' own words);
 * in another language its problem's sentence where the failure has a code, else the message of
 * another system as it came; none says `fallback`.
 */
function detailText(
  failure: { detail: string | null; problem?: PictureProblem | null },
  locale: Locale,
  fallback: () => string,
): string {
  if (failure.problem && (locale !== 'en' || failure.detail === null)) {
    return describePictureProblem(failure.problem, locale);
  }
  return failure.detail ?? fallback();
}

/**
 * A picture tool's reason (domain/src/image-reasons.ts) in the page's language: in English the
 * very sentence the tools have always shown.
 */
export function describeImageReason(reason: ImageReason, locale: Locale = pageLocale): string {
  switch (reason.reason) {
    case 'no_photos':
    case 'below_minimum':
    case 'not_better':
    case 'none_reach_minimum':
      return describePictureReason(reason, locale);
    case 'per_picture': {
      const parts: string[] = [];
      if (reason.cover) {
        const why = describePictureReason(reason.cover, locale);
        parts.push(t`Cover: ${why}`);
      }
      if (reason.gallery) {
        const why = describePictureReason(reason.gallery, locale);
        parts.push(t`Gallery: ${why}`);
      }
      return parts.join('; ');
    }
    case 'images_locked':
      return t`Images are locked`;
    case 'locked_during_run':
      return t`Images were locked during the run`;
    case 'pictures_in_place':
      return t`Cover and gallery are in place`;
    case 'override_kept':
      return t`The cover override an admin chose is kept`;
    case 'demo_cover_kept':
      return t`The demo catalogue's cover is kept`;
    case 'uploaded_cover_kept':
      return t`The cover an admin uploaded is kept`;
    case 'linked_cover_kept':
      return t`The linked cover is kept`;
    case 'already_stored':
      return t`Already in this site's storage`;
    case 'would_use_photo': {
      const need = t(coverNeedWords[reason.need]);
      const photo = reason.photoId;
      return t`${need}: would use photo ${photo} (dry run)`;
    }
    case 'used_photo': {
      const need = t(coverNeedWords[reason.need]);
      const photo = reason.photoId;
      return t`${need}: photo ${photo}`;
    }
    case 'chose_photo': {
      const photo = reason.photoId;
      const rules =
        reason.rules.map((rule) => t(scoreRuleWords[rule])).join(', ') || t`no rule matched`;
      return reason.target === 'cover'
        ? t`Cover: photo ${photo} (${rules})`
        : t`Gallery: photo ${photo} (${rules})`;
    }
    case 'migrated': {
      const gallery = reason.gallery;
      return reason.cover
        ? plural(gallery, {
            one: 'Migrated the cover and # gallery picture(s) into storage',
            other: 'Migrated the cover and # gallery picture(s) into storage',
          })
        : plural(gallery, {
            one: 'Migrated # gallery picture(s) into storage',
            other: 'Migrated # gallery picture(s) into storage',
          });
    }
    case 'search_failed': {
      if (reason.detail === null && !reason.problem) return t`The photo search failed`;
      const detail = detailText(reason, locale, () => '');
      return locale === 'en' ? detail : t`The photo search failed: ${detail}`;
    }
    case 'store_failed': {
      const photo = reason.photoId;
      const detail = detailText(reason, locale, () => t`unknown error`);
      return t`Could not store photo ${photo}: ${detail}`;
    }
    case 'update_failed': {
      if (reason.detail === null && !reason.problem) return t`The image update failed`;
      const detail = detailText(reason, locale, () => '');
      return locale === 'en' ? detail : t`The image update failed: ${detail}`;
    }
    case 'copy_failed': {
      const failures = reason.failures
        .map((failure) => `${failure.url}: ${detailText(failure, locale, () => t`unknown error`)}`)
        .join('; ');
      return reason.as === 'log' ? t`Migration: ${failures}` : failures;
    }
  }
}

/**
 * A result's or log row's reason: said from its code in the page's language; a row from before
 * the codes shows its English words on English pages and a general line on the others.
 */
export function describeStoredReason(
  text: string | null | undefined,
  code: ImageReason | null | undefined,
  locale: Locale = pageLocale,
): string | null {
  if (code) return describeImageReason(code, locale);
  if (!text) return null;
  return locale === 'en' ? text : t`The reason was recorded in English only.`;
}
