import type { ImageReason } from './image-reasons.js';

/**
 * One example of every picture-tool reason with the English sentence the tools showed before
 * there were codes: the domain's test checks the sentences, the web's test says each in every
 * other language.
 */
export const imageReasonCases: ReadonlyArray<{ code: ImageReason; english: string }> = [
  { code: { reason: 'no_photos' }, english: 'No photos found' },
  {
    code: { reason: 'below_minimum', best: 4, minimum: 6 },
    english: 'Best score 4.0 is below the minimum of 6',
  },
  {
    code: { reason: 'not_better', best: 6, current: 6 },
    english: 'Best score 6.0 is not better than the current 6.0',
  },
  {
    code: { reason: 'none_reach_minimum', minimum: 2 },
    english: 'No photo reaches the minimum score of 2',
  },
  {
    code: {
      reason: 'per_picture',
      cover: { reason: 'not_better', best: 4, current: 4 },
      gallery: { reason: 'none_reach_minimum', minimum: 2 },
    },
    english:
      'Cover: Best score 4.0 is not better than the current 4.0; Gallery: No photo reaches the minimum score of 2',
  },
  {
    code: { reason: 'per_picture', cover: null, gallery: { reason: 'no_photos' } },
    english: 'Gallery: No photos found',
  },
  { code: { reason: 'images_locked' }, english: 'Images are locked' },
  { code: { reason: 'locked_during_run' }, english: 'Images were locked during the run' },
  { code: { reason: 'pictures_in_place' }, english: 'Cover and gallery are in place' },
  { code: { reason: 'override_kept' }, english: 'The cover override an admin chose is kept' },
  { code: { reason: 'demo_cover_kept' }, english: "The demo catalogue's cover is kept" },
  { code: { reason: 'uploaded_cover_kept' }, english: 'The cover an admin uploaded is kept' },
  { code: { reason: 'linked_cover_kept' }, english: 'The linked cover is kept' },
  { code: { reason: 'already_stored' }, english: "Already in this site's storage" },
  {
    code: { reason: 'would_use_photo', need: 'cover_missing', photoId: 'local-krakow-1' },
    english: 'Cover missing: would use photo local-krakow-1 (dry run)',
  },
  {
    code: { reason: 'would_use_photo', need: 'cover_file_missing', photoId: 'p1' },
    english: 'Cover file missing: would use photo p1 (dry run)',
  },
  {
    code: { reason: 'used_photo', need: 'earlier_fix', photoId: 'p2' },
    english: 'Cover chosen by an earlier fix: photo p2',
  },
  {
    code: {
      reason: 'chose_photo',
      target: 'cover',
      photoId: 'p3',
      rules: ['country_match', 'location_tags', 'high_resolution', 'unwanted_content'],
    },
    english: 'Cover: photo p3 (country match, location tags, high resolution, unwanted content)',
  },
  {
    code: { reason: 'chose_photo', target: 'gallery', photoId: 'p4', rules: [] },
    english: 'Gallery: photo p4 (no rule matched)',
  },
  {
    code: { reason: 'migrated', cover: true, gallery: 2 },
    english: 'Migrated the cover and 2 gallery picture(s) into storage',
  },
  {
    code: { reason: 'migrated', cover: false, gallery: 1 },
    english: 'Migrated 1 gallery picture(s) into storage',
  },
  {
    code: { reason: 'search_failed', detail: 'Unsplash access key was refused' },
    english: 'Unsplash access key was refused',
  },
  { code: { reason: 'search_failed', detail: null }, english: 'The photo search failed' },
  {
    code: { reason: 'store_failed', photoId: 'p5', detail: 'disk full' },
    english: 'Could not store photo p5: disk full',
  },
  { code: { reason: 'update_failed', detail: null }, english: 'The image update failed' },
  {
    code: { reason: 'update_failed', detail: 'Unsplash refused the request (HTTP 403)' },
    english: 'Unsplash refused the request (HTTP 403)',
  },
  {
    code: {
      reason: 'copy_failed',
      as: 'result',
      failures: [
        { url: 'https://a.example/1.jpg', detail: 'Too many redirects' },
        { url: 'https://a.example/2.jpg', detail: null },
      ],
    },
    english: 'https://a.example/1.jpg: Too many redirects; https://a.example/2.jpg: unknown error',
  },
  {
    code: {
      reason: 'copy_failed',
      as: 'log',
      failures: [{ url: 'https://a.example/1.jpg', detail: 'Too many redirects' }],
    },
    english: 'Migration: https://a.example/1.jpg: Too many redirects',
  },
];
