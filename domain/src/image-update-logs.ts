import { z } from 'zod';
import { fixActions } from './image-fixing.js';
import { storedImageReasonSchema } from './image-reasons.js';

/** A row of public.image_update_logs_with_tour as PostgREST returns it (numeric may be a string). */
export const imageUpdateLogRowSchema = z.object({
  id: z.string(),
  tour_id: z.string().nullable(),
  micro_tour_id: z.string().nullable(),
  action: z.enum(fixActions),
  score: z
    .union([z.number(), z.string()])
    .nullable()
    .transform((v) => (v === null ? null : Number(v))),
  /** In English words; `reason_code` says the same as a code (null on rows from before codes). */
  reason: z.string().nullable(),
  reason_code: storedImageReasonSchema.optional(),
  query: z.string().nullable(),
  new_url: z.string().nullable(),
  created_at: z.string(),
  tour_title: z.string(),
  tour_slug: z.string(),
});
export type ImageUpdateLogRow = z.infer<typeof imageUpdateLogRowSchema>;

/** The admin screen's log list: newest first, this many rows. */
export const IMAGE_UPDATE_LOG_LIMIT = 50;
