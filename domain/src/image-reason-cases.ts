import type { ImageReason, PictureProblem } from './image-reasons.js';

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
  // A failure with its problem as a code: the English stays the message (`detail`).
  {
    code: {
      reason: 'search_failed',
      detail: 'Unsplash access key was refused',
      problem: { problem: 'provider_key_refused' },
    },
    english: 'Unsplash access key was refused',
  },
  {
    code: {
      reason: 'store_failed',
      photoId: 'p6',
      detail: 'The Unsplash photo is larger than 10 MB; choose another photo',
      problem: { problem: 'provider_photo_too_large', maxMegabytes: 10 },
    },
    english:
      'Could not store photo p6: The Unsplash photo is larger than 10 MB; choose another photo',
  },
  {
    code: {
      reason: 'update_failed',
      detail: 'Unsplash rate limit reached; try again in 2 minutes',
      problem: { problem: 'provider_rate_limited', waitSeconds: 120 },
    },
    english: 'Unsplash rate limit reached; try again in 2 minutes',
  },
  {
    code: {
      reason: 'copy_failed',
      as: 'log',
      failures: [
        {
          url: 'https://a.example/3.jpg',
          detail: "The picture's address answered 404",
          problem: { problem: 'picture_http_status', status: 404 },
        },
      ],
    },
    english: "Migration: https://a.example/3.jpg: The picture's address answered 404",
  },
];

/**
 * One example of every picture problem (a provider's or a download's failure) with the English
 * message the tools always sent: the domain's test checks the messages, the web's test says each
 * in every other language.
 */
export const pictureProblemCases: ReadonlyArray<{ problem: PictureProblem; english: string }> = [
  {
    problem: { problem: 'provider_rate_limited', waitSeconds: null },
    english: 'Unsplash rate limit reached; try again in an hour',
  },
  {
    problem: { problem: 'provider_rate_limited', waitSeconds: 1 },
    english: 'Unsplash rate limit reached; try again in 1 second',
  },
  {
    problem: { problem: 'provider_rate_limited', waitSeconds: 45 },
    english: 'Unsplash rate limit reached; try again in 45 seconds',
  },
  {
    problem: { problem: 'provider_rate_limited', waitSeconds: 150 },
    english: 'Unsplash rate limit reached; try again in 3 minutes',
  },
  {
    problem: { problem: 'provider_rate_limited', waitSeconds: 3600 },
    english: 'Unsplash rate limit reached; try again in an hour',
  },
  { problem: { problem: 'provider_key_refused' }, english: 'Unsplash access key was refused' },
  {
    problem: { problem: 'provider_refused', status: 403 },
    english: 'Unsplash refused the request (HTTP 403)',
  },
  {
    problem: { problem: 'provider_down', status: 503 },
    english: 'Unsplash is not answering (HTTP 503); try again later',
  },
  {
    problem: { problem: 'provider_unreachable', cause: 'fetch failed: ECONNREFUSED' },
    english: 'Unsplash could not be reached (fetch failed: ECONNREFUSED); try again later',
  },
  {
    problem: { problem: 'provider_not_json' },
    english: 'Unsplash sent a search answer that is not JSON',
  },
  {
    problem: { problem: 'provider_unexpected_answer', issue: 'results: Invalid input' },
    english: 'Unsplash sent a search answer in an unexpected shape (results: Invalid input)',
  },
  {
    problem: { problem: 'provider_photo_too_large', maxMegabytes: 10 },
    english: 'The Unsplash photo is larger than 10 MB; choose another photo',
  },
  {
    problem: { problem: 'unknown_stock_photo', photoId: 'local-krakow-9' },
    english: 'Unknown photo local-krakow-9 in the local stock library',
  },
  {
    problem: { problem: 'picture_too_large', maxMegabytes: 10 },
    english: 'The picture is larger than 10 MB',
  },
  {
    problem: { problem: 'picture_host_not_public', host: 'intranet.example' },
    english: 'intranet.example is not a public internet address',
  },
  {
    problem: { problem: 'picture_host_unknown', host: 'nowhere.example' },
    english: 'nowhere.example has no address',
  },
  {
    problem: { problem: 'picture_http_status', status: 404 },
    english: "The picture's address answered 404",
  },
  {
    problem: { problem: 'picture_url_invalid' },
    english: 'The picture address is not a valid URL',
  },
  {
    problem: { problem: 'picture_url_not_http' },
    english: 'Only http and https picture addresses can be fetched',
  },
  { problem: { problem: 'picture_timeout' }, english: 'The picture took too long to download' },
  {
    problem: { problem: 'picture_download_failed', cause: 'socket hang up' },
    english: 'The picture could not be downloaded: socket hang up',
  },
  { problem: { problem: 'picture_too_many_redirects' }, english: 'Too many redirects' },
];
