import '../messages';
import type { MessageDescriptor } from '@lingui/core';
import { msg, plural, t } from '@lingui/core/macro';
import type { CoverNeed, ImageReason, PictureReason, ScoreRule } from '@app/domain/image-reasons';
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

/** A message of another system (a provider, a download) as it came; none says `fallback`. */
const detailOr = (detail: string | null, fallback: string) => detail ?? fallback;

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
      const detail = reason.detail;
      if (detail === null) return t`The photo search failed`;
      return locale === 'en' ? detail : t`The photo search failed: ${detail}`;
    }
    case 'store_failed': {
      const photo = reason.photoId;
      const detail = detailOr(reason.detail, t`unknown error`);
      return t`Could not store photo ${photo}: ${detail}`;
    }
    case 'update_failed': {
      const detail = reason.detail;
      if (detail === null) return t`The image update failed`;
      return locale === 'en' ? detail : t`The image update failed: ${detail}`;
    }
    case 'copy_failed': {
      const failures = reason.failures
        .map(({ url, detail }) => `${url}: ${detailOr(detail, t`unknown error`)}`)
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
