import '../messages';
import { t } from '@lingui/core/macro';
import { fixActions, type FixAction } from '@app/domain/image-fixing';
import type { ImageReason } from '@app/domain/image-reasons';
import type { Locale } from '@app/domain/locales';
import { pageLocale } from '../../../i18n/page-locale';
import { describeStoredReason } from './image-reason-text';

/** Scores show with one decimal; no score shows as a dash. */
export function formatScore(score: number | null | undefined): string {
  return score === null || score === undefined || !Number.isFinite(score) ? '–' : score.toFixed(1);
}

/** Item actions: updated green, skipped yellow, failed red. */
export const actionBadgeClass: Record<FixAction, string> = {
  updated: 'bg-green-100 text-green-800',
  skipped: 'bg-yellow-100 text-yellow-900',
  failed: 'bg-red-100 text-red-800',
};

export function actionBadgeClassOf(action: string): string {
  const known = fixActions.find((fixAction) => fixAction === action);
  return known ? actionBadgeClass[known] : 'bg-stone-100 text-stone-800';
}

interface SmartUpdateItem {
  success: boolean;
  error: string | null;
  errorReasonCode?: ImageReason | null;
  coverImageUpdated?: boolean;
  galleryImagesUpdated?: boolean;
}

/** A smart update's item in the fix tool's words: updated, skipped (no change) or failed. */
export function smartUpdateAction(item: SmartUpdateItem): FixAction {
  if (!item.success) return 'failed';
  return item.coverImageUpdated || item.galleryImagesUpdated ? 'updated' : 'skipped';
}

export function describeSmartUpdate(item: SmartUpdateItem, locale: Locale = pageLocale): string {
  const error = describeStoredReason(item.error, item.errorReasonCode, locale);
  if (!item.success) return error ?? t`Failed`;
  if (item.coverImageUpdated && item.galleryImagesUpdated) return t`Updated cover and gallery`;
  if (item.coverImageUpdated) return t`Updated cover`;
  if (item.galleryImagesUpdated) return t`Updated gallery`;
  return error ?? t`No better photo found`;
}

/** The fixed tour's page, by slug, or by id for a tour without one (as the tours feature links). */
export function fixedTourPath(item: { slug: string; tourId: string }): string {
  return `/tours/${encodeURIComponent(item.slug || item.tourId)}`;
}
