import {
  fixTourCoversBodySchema,
  updateMicroTourImagesBodySchema,
  updateTourImagesBodySchema,
} from '@app/domain';
import type pg from 'pg';
import { type ImageFixDeps, fixTourCovers } from '../images/cover-fixer.js';
import { withImageFixLock } from '../images/fix-run-lock.js';
import { migrateTourImages } from '../images/image-migration.js';
import { ImageRunRegistry } from '../images/image-run-registry.js';
import type { FetchPicture } from '../images/picture-fetch.js';
import { updateMicroTourImages, updateTourImages } from '../images/smart-image-update.js';
import type { StockPhotoProvider } from '../images/stock-photo-provider.js';
import type { Logger } from '../platform/logger.js';
import type { ObjectStore } from '../storage/object-store.js';
import { readIdempotencyKey } from './money-request.js';
import { defineFunction, type FunctionContext, type ServerFunction } from './server-function.js';

export interface ImageFunctionOptions {
  provider: StockPhotoProvider;
  store: ObjectStore;
  /** For the run lock only: runs themselves read and write as the admin who starts them. */
  lockPool: Pick<pg.Pool, 'connect'>;
  /** Fetches the pictures a migration copies; refuses private addresses outside tests. */
  fetchPicture: FetchPicture;
  log: Logger;
}

/** The admin's image tools at /functions/v1: cover fix, smart updates, migration. */
export function createImageFunctions(options: ImageFunctionOptions): ServerFunction[] {
  const runs = new ImageRunRegistry();
  const deps = (context: FunctionContext<unknown>): ImageFixDeps => ({
    provider: options.provider,
    store: options.store,
    withCaller: context.withCaller,
    log: options.log,
  });
  /**
   * A run that writes: one at a time under the lock, and joined by a retry of its request (same
   * Idempotency-Key), which may come while it goes on or after it has ended.
   */
  const exclusive = <T>(
    name: string,
    context: FunctionContext<unknown>,
    work: () => Promise<T>,
    lock: { waitMs?: number } = {},
  ) =>
    runs.run(
      {
        functionName: name,
        callerId: context.caller.userId ?? context.caller.role,
        idempotencyKey: readIdempotencyKey(context.request),
        body: context.body ?? null,
      },
      () => withImageFixLock(options.lockPool, work, lock),
    );

  return [
    defineFunction({
      name: 'fix-tour-covers',
      access: 'admin',
      body: fixTourCoversBodySchema,
      longRunning: true,
      handle: (context) => {
        const run = () => fixTourCovers(deps(context), context.caller, context.body);
        // A dry run writes nothing, so it need not wait for a run under way.
        if (context.body.dryRun) return run();
        // The start-up call never makes an admin's run wait, nor waits for one.
        const lock = context.body.skipIfBusy ? { waitMs: 0 } : {};
        return exclusive('fix-tour-covers', context, run, lock);
      },
    }),
    defineFunction({
      name: 'update-tour-images',
      access: 'admin',
      body: updateTourImagesBodySchema,
      longRunning: true,
      handle: (context) =>
        exclusive('update-tour-images', context, () =>
          updateTourImages(deps(context), context.caller, context.body),
        ),
    }),
    defineFunction({
      name: 'migrate-tour-images',
      access: 'admin',
      longRunning: true,
      handle: (context) =>
        exclusive('migrate-tour-images', context, () =>
          migrateTourImages(
            { ...deps(context), fetchPicture: options.fetchPicture },
            context.caller,
          ),
        ),
    }),
    defineFunction({
      name: 'update-micro-tour-images',
      access: 'admin',
      body: updateMicroTourImagesBodySchema,
      longRunning: true,
      handle: (context) =>
        exclusive('update-micro-tour-images', context, () =>
          updateMicroTourImages(deps(context), context.caller, context.body),
        ),
    }),
  ];
}
