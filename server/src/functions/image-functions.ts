import {
  fixTourCoversBodySchema,
  updateMicroTourImagesBodySchema,
  updateTourImagesBodySchema,
} from '@app/domain';
import type pg from 'pg';
import { type ImageFixDeps, fixTourCovers } from '../images/cover-fixer.js';
import { withImageFixLock } from '../images/fix-run-lock.js';
import { migrateTourImages } from '../images/image-migration.js';
import type { FetchPicture } from '../images/picture-fetch.js';
import { updateMicroTourImages, updateTourImages } from '../images/smart-image-update.js';
import type { StockPhotoProvider } from '../images/stock-photo-provider.js';
import type { Logger } from '../platform/logger.js';
import type { ObjectStore } from '../storage/object-store.js';
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
  const deps = (context: FunctionContext<unknown>): ImageFixDeps => ({
    provider: options.provider,
    store: options.store,
    withCaller: context.withCaller,
    log: options.log,
  });
  const exclusive = <T>(work: () => Promise<T>) => withImageFixLock(options.lockPool, work);

  return [
    defineFunction({
      name: 'fix-tour-covers',
      access: 'admin',
      body: fixTourCoversBodySchema,
      // A dry run writes nothing, so it need not wait for a run under way.
      handle: (context) => {
        const run = () => fixTourCovers(deps(context), context.caller, context.body);
        return context.body.dryRun ? run() : exclusive(run);
      },
    }),
    defineFunction({
      name: 'update-tour-images',
      access: 'admin',
      body: updateTourImagesBodySchema,
      handle: (context) =>
        exclusive(() => updateTourImages(deps(context), context.caller, context.body)),
    }),
    defineFunction({
      name: 'migrate-tour-images',
      access: 'admin',
      handle: (context) =>
        exclusive(() =>
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
      handle: (context) =>
        exclusive(() => updateMicroTourImages(deps(context), context.caller, context.body)),
    }),
  ];
}
