import {
  fixResponseSchema,
  microTourImagesUpdateResponseSchema,
  migrationResponseSchema,
  tourImagesUpdateResponseSchema,
  type FixResponse,
  type FixTourCoversBody,
  type MicroTourImagesUpdateResponse,
  type MigrationResponse,
  type TourImagesUpdateResponse,
  type UpdateMicroTourImagesBody,
  type UpdateTourImagesBody,
} from '@app/domain/image-fixing';
import type { z } from 'zod';
import { callServerFunction, newIdempotencyKey } from '../../../lib/server-function';

/**
 * Sends of one run: a run may outlast a proxy's time limit, and each retry (same key) waits for
 * the run under way instead of starting another.
 */
const RUN_ATTEMPTS = 5;

/** A missing body stays null (the screens say 'No response data received'); others are checked. */
async function call<S extends z.ZodType>(
  name: string,
  schema: S,
  body: Record<string, unknown>,
  fallback: string,
): Promise<z.infer<S> | null> {
  const data = await callServerFunction<unknown>(name, body, newIdempotencyKey(), fallback, {
    attempts: RUN_ATTEMPTS,
  });
  if (data === null || data === undefined || data === '') return null;
  return schema.parse(data);
}

export const fixTourCovers = (body: FixTourCoversBody): Promise<FixResponse | null> =>
  call('fix-tour-covers', fixResponseSchema, body, 'Unexpected error');

export const updateTourImages = (
  body: UpdateTourImagesBody,
): Promise<TourImagesUpdateResponse | null> =>
  call('update-tour-images', tourImagesUpdateResponseSchema, body, 'Failed to update tour images');

export const updateMicroTourImages = (
  body: UpdateMicroTourImagesBody,
): Promise<MicroTourImagesUpdateResponse | null> =>
  call(
    'update-micro-tour-images',
    microTourImagesUpdateResponseSchema,
    body,
    'Failed to update micro-tour images',
  );

export const migrateTourImages = (): Promise<MigrationResponse | null> =>
  call('migrate-tour-images', migrationResponseSchema, {}, 'Failed to migrate tour images');
