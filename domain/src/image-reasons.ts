import { z } from 'zod';

/**
 * Why the picture tools (cover fix, smart image update, image migration) did what they did to a
 * tour or micro-tour, as a code with its values: the server sends it with each result and stores
 * it in image_update_logs.reason_code; each page says it in its reader's language. The English
 * sentence of every code (imageReasonText) is what the tools showed and stored before there were
 * codes, and is still sent and stored next to it (rows written before the codes have only it).
 */

/** The scoring rules a chosen photo met, by code, with their English words. */
export const scoreRules = [
  'country_match',
  'location_tags',
  'high_resolution',
  'unwanted_content',
] as const;
export type ScoreRule = (typeof scoreRules)[number];
export const SCORE_RULE_WORDS = {
  country_match: 'country match',
  location_tags: 'location tags',
  high_resolution: 'high resolution',
  unwanted_content: 'unwanted content',
} as const satisfies Record<ScoreRule, string>;

/** The codes of the rules named by their English words (unknown words are dropped). */
export const scoreRulesOf = (words: readonly string[]): ScoreRule[] =>
  words.flatMap((word) => scoreRules.filter((rule) => SCORE_RULE_WORDS[rule] === word));

/** Why a cover was replaced: it was missing, its file was gone, or an earlier fix chose it. */
export const coverNeeds = ['cover_missing', 'cover_file_missing', 'earlier_fix'] as const;
export type CoverNeed = (typeof coverNeeds)[number];

const score = z.number();
const photoId = z.string();
/** A technical message of another system (a provider, a download), shown as it came. */
const detail = z.string();

/**
 * What went wrong finding, fetching or storing a photo: the stock photo provider's failures
 * (server/src/images/stock-photo-provider.ts) and a picture download's (picture-fetch.ts), as a
 * code with its values, next to the English message (`detail`) they always were.
 */
export const pictureProblemSchema = z.discriminatedUnion('problem', [
  /** "Unsplash rate limit reached; try again in 2 minutes" (no wait known: an hour). */
  z.object({
    problem: z.literal('provider_rate_limited'),
    waitSeconds: z.number().int().positive().nullable(),
  }),
  /** "Unsplash access key was refused" */
  z.object({ problem: z.literal('provider_key_refused') }),
  /** "Unsplash refused the request (HTTP 403)" */
  z.object({ problem: z.literal('provider_refused'), status: z.number().int() }),
  /** "Unsplash is not answering (HTTP 503); try again later" */
  z.object({ problem: z.literal('provider_down'), status: z.number().int() }),
  /** "Unsplash could not be reached (fetch failed); try again later" */
  z.object({ problem: z.literal('provider_unreachable'), cause: detail }),
  /** "Unsplash sent a search answer that is not JSON" */
  z.object({ problem: z.literal('provider_not_json') }),
  /** "Unsplash sent a search answer in an unexpected shape (results: Required)" */
  z.object({ problem: z.literal('provider_unexpected_answer'), issue: detail }),
  /** "The Unsplash photo is larger than 10 MB; choose another photo" */
  z.object({ problem: z.literal('provider_photo_too_large'), maxMegabytes: z.number() }),
  /** "Unknown photo p1 in the local stock library" */
  z.object({ problem: z.literal('unknown_stock_photo'), photoId }),
  /** "The picture is larger than 10 MB" */
  z.object({ problem: z.literal('picture_too_large'), maxMegabytes: z.number() }),
  /** "example.com is not a public internet address" */
  z.object({ problem: z.literal('picture_host_not_public'), host: z.string() }),
  /** "example.com has no address" */
  z.object({ problem: z.literal('picture_host_unknown'), host: z.string() }),
  /** "The picture's address answered 404" */
  z.object({ problem: z.literal('picture_http_status'), status: z.number().int() }),
  /** "The picture address is not a valid URL" */
  z.object({ problem: z.literal('picture_url_invalid') }),
  /** "Only http and https picture addresses can be fetched" */
  z.object({ problem: z.literal('picture_url_not_http') }),
  /** "The picture took too long to download" */
  z.object({ problem: z.literal('picture_timeout') }),
  /** "The picture could not be downloaded: socket hang up" */
  z.object({ problem: z.literal('picture_download_failed'), cause: detail }),
  /** "Too many redirects" */
  z.object({ problem: z.literal('picture_too_many_redirects') }),
]);
export type PictureProblem = z.infer<typeof pictureProblemSchema>;

/** A reason's problem, read leniently: one this version does not know is none (null). */
const knownProblem = pictureProblemSchema.nullable().catch(null).optional();

/** "2 minutes": how long a provider asks to wait, in the words the tools always used. */
function waitWords(seconds: number | null): string {
  if (seconds === null) return 'an hour';
  if (seconds < 90) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return minutes >= 60 ? 'an hour' : `${minutes} minutes`;
}

/** The English message of a problem: what the tools always said (and still send and store). */
export function pictureProblemText(problem: PictureProblem): string {
  switch (problem.problem) {
    case 'provider_rate_limited':
      return `Unsplash rate limit reached; try again in ${waitWords(problem.waitSeconds)}`;
    case 'provider_key_refused':
      return 'Unsplash access key was refused';
    case 'provider_refused':
      return `Unsplash refused the request (HTTP ${problem.status})`;
    case 'provider_down':
      return `Unsplash is not answering (HTTP ${problem.status}); try again later`;
    case 'provider_unreachable':
      return `Unsplash could not be reached (${problem.cause}); try again later`;
    case 'provider_not_json':
      return 'Unsplash sent a search answer that is not JSON';
    case 'provider_unexpected_answer':
      return `Unsplash sent a search answer in an unexpected shape (${problem.issue})`;
    case 'provider_photo_too_large':
      return `The Unsplash photo is larger than ${problem.maxMegabytes} MB; choose another photo`;
    case 'unknown_stock_photo':
      return `Unknown photo ${problem.photoId} in the local stock library`;
    case 'picture_too_large':
      return `The picture is larger than ${problem.maxMegabytes} MB`;
    case 'picture_host_not_public':
      return `${problem.host} is not a public internet address`;
    case 'picture_host_unknown':
      return `${problem.host} has no address`;
    case 'picture_http_status':
      return `The picture's address answered ${problem.status}`;
    case 'picture_url_invalid':
      return 'The picture address is not a valid URL';
    case 'picture_url_not_http':
      return 'Only http and https picture addresses can be fetched';
    case 'picture_timeout':
      return 'The picture took too long to download';
    case 'picture_download_failed':
      return `The picture could not be downloaded: ${problem.cause}`;
    case 'picture_too_many_redirects':
      return 'Too many redirects';
  }
}

/** A reason of one picture (cover or gallery) of a smart update. */
const pictureReasonSchemas = [
  /** The search found no photo at all. */
  z.object({ reason: z.literal('no_photos') }),
  /** "Best score 4.0 is below the minimum of 6" */
  z.object({ reason: z.literal('below_minimum'), best: score, minimum: score }),
  /** "Best score 6.0 is not better than the current 6.0" */
  z.object({ reason: z.literal('not_better'), best: score, current: score }),
  /** "No photo reaches the minimum score of 2" */
  z.object({ reason: z.literal('none_reach_minimum'), minimum: score }),
] as const;

export const pictureReasonSchema = z.discriminatedUnion('reason', [...pictureReasonSchemas]);
export type PictureReason = z.infer<typeof pictureReasonSchema>;

export const imageReasonSchema = z.discriminatedUnion('reason', [
  ...pictureReasonSchemas,
  /** A smart update that changed nothing: why, for the cover and for the gallery. */
  z.object({
    reason: z.literal('per_picture'),
    cover: pictureReasonSchema.nullable(),
    gallery: pictureReasonSchema.nullable(),
  }),
  z.object({ reason: z.literal('images_locked') }),
  z.object({ reason: z.literal('locked_during_run') }),
  z.object({ reason: z.literal('pictures_in_place') }),
  z.object({ reason: z.literal('override_kept') }),
  z.object({ reason: z.literal('demo_cover_kept') }),
  z.object({ reason: z.literal('uploaded_cover_kept') }),
  z.object({ reason: z.literal('linked_cover_kept') }),
  z.object({ reason: z.literal('already_stored') }),
  /** A cover fix's preview: the photo it would use. */
  z.object({ reason: z.literal('would_use_photo'), need: z.enum(coverNeeds), photoId }),
  /** A cover fix: the photo it used. */
  z.object({ reason: z.literal('used_photo'), need: z.enum(coverNeeds), photoId }),
  /** A smart update: the photo it chose for the cover or the gallery, and the rules it met. */
  z.object({
    reason: z.literal('chose_photo'),
    target: z.enum(['cover', 'gallery']),
    photoId,
    rules: z.array(z.enum(scoreRules)),
  }),
  /** A migration: the cover (or not) and this many gallery pictures copied into storage. */
  z.object({ reason: z.literal('migrated'), cover: z.boolean(), gallery: z.number().int() }),
  /** The photo search failed (the provider's message, or none; its problem when known). */
  z.object({
    reason: z.literal('search_failed'),
    detail: detail.nullable(),
    problem: knownProblem,
  }),
  /** The chosen photo could not be stored. */
  z.object({
    reason: z.literal('store_failed'),
    photoId,
    detail: detail.nullable(),
    problem: knownProblem,
  }),
  /** A smart update failed (the message of what failed, or none; its problem when known). */
  z.object({
    reason: z.literal('update_failed'),
    detail: detail.nullable(),
    problem: knownProblem,
  }),
  /** Pictures a migration could not copy, as a run's error ('result') or a log row ('log'). */
  z.object({
    reason: z.literal('copy_failed'),
    as: z.enum(['result', 'log']),
    failures: z.array(
      z.object({ url: z.string(), detail: detail.nullable(), problem: knownProblem }),
    ),
  }),
]);
export type ImageReason = z.infer<typeof imageReasonSchema>;
export type ImageReasonCode = ImageReason['reason'];

/** A stored or sent code read leniently: one this version does not know is no code (null). */
export const storedImageReasonSchema = imageReasonSchema.nullable().catch(null);

const oneDecimal = (value: number) => value.toFixed(1);
const COVER_NEED_WORDS: Record<CoverNeed, string> = {
  cover_missing: 'Cover missing',
  cover_file_missing: 'Cover file missing',
  earlier_fix: 'Cover chosen by an earlier fix',
};
const failureText = (failures: { url: string; detail: string | null }[]) =>
  failures.map(({ url, detail }) => `${url}: ${detail ?? 'unknown error'}`).join('; ');

/** The English sentence of a reason: the tools' own words (kept in results and the log). */
export function imageReasonText(reason: ImageReason): string {
  switch (reason.reason) {
    case 'no_photos':
      return 'No photos found';
    case 'below_minimum':
      return `Best score ${oneDecimal(reason.best)} is below the minimum of ${reason.minimum}`;
    case 'not_better':
      return `Best score ${oneDecimal(reason.best)} is not better than the current ${oneDecimal(reason.current)}`;
    case 'none_reach_minimum':
      return `No photo reaches the minimum score of ${reason.minimum}`;
    case 'per_picture':
      return [
        reason.cover && `Cover: ${imageReasonText(reason.cover)}`,
        reason.gallery && `Gallery: ${imageReasonText(reason.gallery)}`,
      ]
        .filter(Boolean)
        .join('; ');
    case 'images_locked':
      return 'Images are locked';
    case 'locked_during_run':
      return 'Images were locked during the run';
    case 'pictures_in_place':
      return 'Cover and gallery are in place';
    case 'override_kept':
      return 'The cover override an admin chose is kept';
    case 'demo_cover_kept':
      return "The demo catalogue's cover is kept";
    case 'uploaded_cover_kept':
      return 'The cover an admin uploaded is kept';
    case 'linked_cover_kept':
      return 'The linked cover is kept';
    case 'already_stored':
      return "Already in this site's storage";
    case 'would_use_photo':
      return `${COVER_NEED_WORDS[reason.need]}: would use photo ${reason.photoId} (dry run)`;
    case 'used_photo':
      return `${COVER_NEED_WORDS[reason.need]}: photo ${reason.photoId}`;
    case 'chose_photo': {
      const rules = reason.rules.map((rule) => SCORE_RULE_WORDS[rule]).join(', ');
      return `${reason.target === 'cover' ? 'Cover' : 'Gallery'}: photo ${reason.photoId} (${rules || 'no rule matched'})`;
    }
    case 'migrated':
      return `Migrated ${reason.cover ? 'the cover and ' : ''}${reason.gallery} gallery picture(s) into storage`;
    case 'search_failed':
      return reason.detail ?? 'The photo search failed';
    case 'store_failed':
      return `Could not store photo ${reason.photoId}: ${reason.detail ?? 'unknown error'}`;
    case 'update_failed':
      return reason.detail ?? 'The image update failed';
    case 'copy_failed':
      return `${reason.as === 'log' ? 'Migration: ' : ''}${failureText(reason.failures)}`;
  }
}
