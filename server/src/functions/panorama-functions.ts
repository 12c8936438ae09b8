import {
  type MicroTourPanorama,
  PANORAMA_BUCKET,
  panoramaProblem,
  type PanoramaProblem,
  removeMicroTourPanoramaBodySchema,
  setMicroTourPanoramaBodySchema,
} from '@app/domain/panorama';
import sharp from 'sharp';
import type { Caller } from '../platform/identity.js';
import { SERVICE_CALLER } from '../platform/identity.js';
import type { ObjectStore } from '../storage/object-store.js';
import { FunctionError } from './function-errors.js';
import { defineFunction, type FunctionContext, type ServerFunction } from './server-function.js';

// The web's messages for these codes say the same (web/src/errors/error-messages.ts).
const PROBLEM_MESSAGES: Record<PanoramaProblem, string> = {
  panorama_not_jpeg: 'A panorama must be a JPEG image.',
  panorama_wrong_ratio:
    'A panorama must be exactly twice as wide as it is high (2:1, equirectangular).',
  panorama_too_small: 'This panorama is too small: it must be at least 2048 pixels wide.',
  panorama_too_large: 'This panorama is too large: at most 8192 pixels wide and 20 MB.',
};

/** The micro-tour's own panorama file (the demo's shared drawings are not its to delete). */
const ownKey = (microTourId: string, url: string | null) => {
  const base = `/storage/v1/object/public/${PANORAMA_BUCKET}/`;
  return url?.startsWith(`${base}${microTourId}/`)
    ? decodeURIComponent(url.slice(base.length))
    : undefined;
};

/**
 * Writes the four panorama columns as the admin, so the catalogue audit names them; the setting
 * lets migration 0057's trigger through, which no /rest/v1 request can set.
 */
async function writePanorama(
  context: FunctionContext<unknown>,
  caller: Caller,
  microTourId: string,
  panorama: MicroTourPanorama | null,
): Promise<{ previous: string | null }> {
  return context.withCaller(caller, async (tx) => {
    await tx.query(`select set_config('app.panorama_checked', 'on', true)`);
    const { rows } = await tx.query<{ previous: string | null }>(
      `update public.micro_tours m
          set panorama_url = $2, panorama_width = $3, panorama_height = $4,
              panorama_is_illustration = $5
         from (select id, panorama_url from public.micro_tours where id = $1 for update) old
        where m.id = old.id
        returning old.panorama_url as previous`,
      [
        microTourId,
        panorama?.panorama_url ?? null,
        panorama?.panorama_width ?? null,
        panorama?.panorama_height ?? null,
        panorama?.panorama_is_illustration ?? false,
      ],
    );
    if (rows.length === 0) {
      throw new FunctionError('micro_tour_not_found', 'Micro-tour not found');
    }
    return rows[0]!;
  });
}

/**
 * The admin's panorama of a micro-tour (issue 49, decision 032). The admin uploads the JPEG to
 * the `panoramas` bucket (`<microTourId>/<name>.jpg`: storage checks the type from the bytes and
 * the bucket's 20 MB), then names it here: its format, ratio and size are read from the stored
 * bytes, never from the request. A refused file is deleted.
 */
export function createPanoramaFunctions(store: ObjectStore): ServerFunction[] {
  return [
    defineFunction({
      name: 'micro-tour-panorama',
      access: 'admin',
      body: setMicroTourPanoramaBodySchema,
      handle: async (context) => {
        const { microTourId, path } = context.body;
        if (!path.startsWith(`${microTourId}/`)) {
          throw new FunctionError(
            'validation_failed',
            'The file must be in the micro-tour’s folder',
          );
        }
        const object = await store.getPublicObject(PANORAMA_BUCKET, path);
        const bytes = object && (await store.read(object));
        if (!bytes) {
          throw new FunctionError(
            'panorama_not_found',
            'The uploaded panorama was not found. Please upload it again.',
          );
        }
        let image: { format: string | undefined; width: number; height: number };
        try {
          const metadata = await sharp(bytes, { limitInputPixels: false }).metadata();
          image = {
            format: metadata.format,
            width: metadata.width ?? 0,
            height: metadata.height ?? 0,
          };
        } catch {
          image = { format: undefined, width: 0, height: 0 };
        }
        const problem = panoramaProblem({ ...image, bytes: bytes.length });
        if (problem) {
          await store.removeObjects(context.caller, PANORAMA_BUCKET, [path]);
          throw new FunctionError(problem, PROBLEM_MESSAGES[problem], {
            width: image.width,
            height: image.height,
          });
        }
        const panorama: MicroTourPanorama = {
          panorama_url: store.publicUrlPath(PANORAMA_BUCKET, path),
          panorama_width: image.width,
          panorama_height: image.height,
          panorama_is_illustration: false,
        };
        const { previous } = await writePanorama(context, context.caller, microTourId, panorama);
        const replaced = ownKey(microTourId, previous);
        if (replaced && replaced !== path) {
          await store.removeObjects(SERVICE_CALLER, PANORAMA_BUCKET, [replaced]);
        }
        return panorama;
      },
    }),
    defineFunction({
      name: 'remove-micro-tour-panorama',
      access: 'admin',
      body: removeMicroTourPanoramaBodySchema,
      handle: async (context) => {
        const { microTourId } = context.body;
        const { previous } = await writePanorama(context, context.caller, microTourId, null);
        const removed = ownKey(microTourId, previous);
        if (removed) await store.removeObjects(SERVICE_CALLER, PANORAMA_BUCKET, [removed]);
        return { removed: previous !== null };
      },
    }),
  ];
}
