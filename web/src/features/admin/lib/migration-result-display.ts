import '../messages';
import type { MessageDescriptor } from '@lingui/core';
import { msg, plural, t } from '@lingui/core/macro';
import type { FixAction, MigrationResponse, TourImageResult } from '@app/domain';
import type { Locale } from '@app/domain/locales';
import { pageLocale } from '../../../i18n/page-locale';
import { describeStoredReason } from './image-reason-text';

type MigrationItem = Pick<
  TourImageResult,
  | 'success'
  | 'error'
  | 'errorReasonCode'
  | 'coverImageMigrated'
  | 'galleryImagesMigrated'
  | 'skippedReason'
  | 'skippedReasonCode'
>;

/** A migrated tour in the fix tool's colours: updated (copied), skipped or failed. */
export function migrationAction(item: MigrationItem): FixAction {
  if (!item.success) return 'failed';
  return item.coverImageMigrated || (item.galleryImagesMigrated ?? 0) > 0 ? 'updated' : 'skipped';
}

/** The badge's word for a migration's outcome. */
export const migrationActionLabel: Record<FixAction, MessageDescriptor> = {
  updated: msg`migrated`,
  skipped: msg`skipped`,
  failed: msg`failed`,
};

/** One line saying what the migration did with a tour, or why not. */
export function describeMigration(item: MigrationItem, locale: Locale = pageLocale): string {
  if (!item.success)
    return describeStoredReason(item.error, item.errorReasonCode, locale) ?? t`Failed`;
  const gallery = item.galleryImagesMigrated ?? 0;
  if (item.coverImageMigrated) {
    return gallery > 0
      ? plural(gallery, {
          one: 'Copied the cover and # gallery picture',
          other: 'Copied the cover and # gallery pictures',
        })
      : t`Copied the cover`;
  }
  if (gallery > 0) {
    return plural(gallery, { one: 'Copied # gallery picture', other: 'Copied # gallery pictures' });
  }
  return (
    describeStoredReason(item.skippedReason, item.skippedReasonCode, locale) ?? t`Nothing to copy`
  );
}

/** How many tours of a run failed; a run with any failure is not reported as a success. */
export function countFailedMigrations(answer: MigrationResponse): number {
  return answer.results.filter((item) => !item.success).length;
}
