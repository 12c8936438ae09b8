import { z } from 'zod';
import { storedImageReasonSchema } from './image-reasons.js';

/** How many tours one fix call handles at most; the admin screen sends batches for progress. */
export const FIX_BATCH_MAX = 50;

/** POST /functions/v1/fix-tour-covers */
export const fixTourCoversBodySchema = z.strictObject({
  mode: z.enum(['missing', 'smart']),
  dryRun: z.boolean().default(false),
  /** Only these tours (a batch of the admin screen); all tours of the mode when omitted. */
  tourIds: z.array(z.guid()).min(1).max(FIX_BATCH_MAX).optional(),
  /**
   * The app's own call at start-up: refused at once (409, code `image_fix_running`) while another
   * run holds the lock, instead of waiting for it.
   */
  skipIfBusy: z.boolean().optional(),
});
export type FixTourCoversBody = z.infer<typeof fixTourCoversBodySchema>;

export const fixActions = ['updated', 'skipped', 'failed'] as const;
export type FixAction = (typeof fixActions)[number];

/** One tour's outcome in a cover fix run: what was done to it, with the old and new picture. */
export const fixResultItemSchema = z.object({
  tourId: z.string(),
  title: z.string(),
  slug: z.string(),
  action: z.enum(fixActions),
  score: z.number().nullable(),
  /** In English words; `reasonCode` says the same as a code with its values. */
  reason: z.string().nullable(),
  reasonCode: storedImageReasonSchema.optional(),
  query: z.string().nullable(),
  newUrl: z.string().nullable(),
});
export type FixResultItem = z.infer<typeof fixResultItemSchema>;

/** A cover fix run's answer: its counts and one item per tour. */
export const fixResponseSchema = z.object({
  success: z.boolean(),
  results: z.array(fixResultItemSchema),
  updatedCount: z.number().int(),
  skippedCount: z.number().int(),
  failedCount: z.number().int(),
  totalTours: z.number().int(),
});
export type FixResponse = z.infer<typeof fixResponseSchema>;

/** POST /functions/v1/update-tour-images */
export const updateTourImagesBodySchema = z.strictObject({
  updateAll: z.boolean().default(false),
  fixMissingOnly: z.boolean().default(false),
});
export type UpdateTourImagesBody = z.infer<typeof updateTourImagesBodySchema>;

/** POST /functions/v1/update-micro-tour-images: one of the spec's three option shapes. */
export const updateMicroTourImagesBodySchema = z.strictObject({
  options: z.union([
    z.strictObject({ fixMissingOnly: z.boolean(), singleSlug: z.string().min(1).max(200) }),
    z.strictObject({ fixMissingOnly: z.boolean() }),
    z.strictObject({ updateAll: z.boolean() }),
  ]),
});
export type UpdateMicroTourImagesBody = z.infer<typeof updateMicroTourImagesBodySchema>;

/** One tour of a migration or smart update: its outcome and the pictures it changed. */
export const tourImageResultSchema = z.object({
  tourId: z.string(),
  title: z.string(),
  success: z.boolean(),
  /** In English words; `errorReasonCode` says the same as a code with its values. */
  error: z.string().nullable(),
  errorReasonCode: storedImageReasonSchema.optional(),
  coverImageMigrated: z.boolean().optional(),
  galleryImagesMigrated: z.number().int().optional(),
  coverImageUpdated: z.boolean().optional(),
  galleryImagesUpdated: z.boolean().optional(),
  galleryImagesAdded: z.number().int().optional(),
  totalGalleryImages: z.number().int().optional(),
  query: z.string().nullable().optional(),
  chosenPhotoId: z.string().nullable().optional(),
  score: z.number().nullable().optional(),
  skippedReason: z.string().nullable().optional(),
  skippedReasonCode: storedImageReasonSchema.optional(),
});
export type TourImageResult = z.infer<typeof tourImageResultSchema>;

export const migrationResponseSchema = z.object({
  success: z.boolean(),
  migratedCount: z.number().int(),
  totalTours: z.number().int(),
  results: z.array(tourImageResultSchema),
});
export type MigrationResponse = z.infer<typeof migrationResponseSchema>;

export const tourImagesUpdateResponseSchema = z.object({
  success: z.boolean(),
  updatedCount: z.number().int(),
  totalTours: z.number().int(),
  results: z.array(tourImageResultSchema),
});
export type TourImagesUpdateResponse = z.infer<typeof tourImagesUpdateResponseSchema>;

/** One micro-tour of a smart update: its outcome and the pictures it changed. */
export const microTourImageResultSchema = z.object({
  slug: z.string(),
  title: z.string(),
  success: z.boolean(),
  error: z.string().nullable(),
  errorReasonCode: storedImageReasonSchema.optional(),
  coverImageUpdated: z.boolean(),
  galleryImagesUpdated: z.boolean(),
  searchQuery: z.string().nullable(),
  chosenImages: z.array(z.string()),
  score: z.number().nullable(),
});
export type MicroTourImageResult = z.infer<typeof microTourImageResultSchema>;

export const microTourImagesUpdateResponseSchema = z.object({
  success: z.boolean(),
  updatedCount: z.number().int(),
  totalTours: z.number().int(),
  results: z.array(microTourImageResultSchema),
});
export type MicroTourImagesUpdateResponse = z.infer<typeof microTourImagesUpdateResponseSchema>;
