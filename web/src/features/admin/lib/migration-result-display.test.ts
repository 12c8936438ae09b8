import { describe, expect, it } from 'vitest';
import {
  countFailedMigrations,
  describeMigration,
  migrationAction,
} from './migration-result-display';

const ok = { success: true, error: null, coverImageMigrated: false, galleryImagesMigrated: 0 };

describe('migration results', () => {
  it('read as migrated, skipped with its reason, or failed with its error', () => {
    const copied = { ...ok, coverImageMigrated: true, galleryImagesMigrated: 2 };
    expect(migrationAction(copied)).toBe('updated');
    expect(describeMigration(copied)).toBe('Copied the cover and 2 gallery pictures');
    expect(describeMigration({ ...ok, galleryImagesMigrated: 1 })).toBe('Copied 1 gallery picture');

    const skipped = { ...ok, skippedReason: "Already in this site's storage" };
    expect(migrationAction(skipped)).toBe('skipped');
    expect(describeMigration(skipped)).toBe("Already in this site's storage");

    const failed = { ...ok, success: false, error: 'x.jpg: The picture took too long' };
    expect(migrationAction(failed)).toBe('failed');
    expect(describeMigration(failed)).toBe('x.jpg: The picture took too long');
  });

  it('count the failed tours of a run', () => {
    const item = { tourId: 't', title: 'T', ...ok };
    const answer = {
      success: false,
      migratedCount: 0,
      totalTours: 2,
      results: [item, { ...item, success: false, error: 'e' }],
    };
    expect(countFailedMigrations(answer)).toBe(1);
  });
});
