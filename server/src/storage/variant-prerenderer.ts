import { PANORAMA_BUCKET } from '@app/domain/panorama';
import type { Logger } from '../platform/logger.js';
import { type TransformImage, transformImage, UnreadableImageError } from './image-transform.js';
import type { ObjectStore, StoredObject } from './object-store.js';
import { APP_FORMAT, APP_VARIANTS, sourceVersion, variantIdOf } from './picture-variants.js';
import { type RenderQueue, RenderQueueFullError } from './render-queue.js';
import { transformableFormat } from './transform-options.js';
import type { VariantCache } from './variant-cache.js';

/** The render queue's name for this work: no address, so it never counts against a visitor. */
const CALLER = 'render-ahead';
/** Stored pictures waiting to be rendered ahead; beyond it the next sweep finds them. */
const MAX_PENDING = 10_000;
/** Objects a sweep reads at once. */
const SWEEP_PAGE = 500;
/** Pictures whose bytes were last rendered, so an identical one is copied, not rendered again. */
const MAX_KNOWN_SOURCES = 5_000;
const QUEUE_FULL_PAUSE_MS = 1_000;
const SWEEP_EVERY_MS = 60 * 60 * 1000;

interface Location {
  bucket: string;
  key: string;
}

/**
 * Renders the sizes the app shows (APP_VARIANTS) of every public picture into the variant cache
 * ahead of time, so a visitor's page only reads cached copies and never meets the per-address
 * limit on new sizes. Pictures come from every write of the object store (uploads, image fixes,
 * migrations, the demo seed) and from sweeps over all stored pictures, at start (what a restart
 * or a deleted cache left to do, and writes of other processes) and every hour.
 *
 * One render at a time, through the render queue like a visitor's, so at least one of its two
 * slots stays free for visitors and uploads, and a visitor waits for at most one of these.
 * Pictures with the same bytes (the demo catalogue repeats its paintings) are rendered once.
 */
export class VariantPrerenderer {
  readonly #pending = new Map<string, Location>();
  readonly #knownSources = new Map<string, Location>();
  #sweep: {
    after: Location | null;
    page: StoredObject[];
    started: number;
    pictures: number;
    rendered: number;
    copied: number;
  } | null = null;
  #working: Promise<void> | null = null;
  #closed = false;
  #timer: NodeJS.Timeout | undefined;
  #droppedSinceSweep = 0;

  constructor(
    private readonly options: {
      store: ObjectStore;
      variants: VariantCache;
      queue: RenderQueue;
      log: Logger;
      /** transformImage unless a test hands a cached one. */
      transform?: TransformImage | undefined;
    },
  ) {}

  /** Sweeps now and every hour, and takes every object the store writes from now on. */
  start(): void {
    this.options.store.onStored((object) => this.enqueue(object.location));
    this.sweep();
    this.#timer = setInterval(() => this.sweep(), SWEEP_EVERY_MS);
    this.#timer.unref();
  }

  /** Renders one stored object's sizes soon (a picture of a public bucket; others are skipped). */
  enqueue(location: Location): void {
    if (this.#closed) return;
    const id = `${location.bucket}/${location.key}`;
    if (!this.#pending.has(id) && this.#pending.size >= MAX_PENDING) {
      this.#droppedSinceSweep += 1;
      return;
    }
    this.#pending.set(id, { bucket: location.bucket, key: location.key });
    this.#work();
  }

  /** Goes over every stored picture and renders the sizes missing from the cache. */
  sweep(): void {
    if (this.#closed) return;
    this.#sweep = {
      after: null,
      page: [],
      started: Date.now(),
      pictures: 0,
      rendered: 0,
      copied: 0,
    };
    this.#droppedSinceSweep = 0;
    this.#work();
  }

  /** Resolves once nothing is waiting to be rendered (tests and the e2e set-up wait for it). */
  async idle(): Promise<void> {
    while (this.#working) await this.#working;
  }

  /** Stops taking work and waits for the render under way. */
  async close(): Promise<void> {
    this.#closed = true;
    clearInterval(this.#timer);
    this.#pending.clear();
    this.#sweep = null;
    await this.idle();
  }

  #work(): void {
    this.#working ??= this.#drain()
      .catch((error: unknown) => this.options.log.error({ err: error }, 'rendering ahead stopped'))
      .finally(() => {
        this.#working = null;
        // Work that came in while the last step failed is picked up again.
        if (!this.#closed && (this.#pending.size > 0 || this.#sweep)) this.#work();
      });
  }

  async #drain(): Promise<void> {
    for (;;) {
      if (this.#closed) return;
      // Enqueued pictures (new uploads) first, then the sweep's.
      const pending = await this.#takePending();
      const next = pending === null ? await this.#takeFromSweep() : pending;
      if (next === null) return;
      if (next === undefined) continue;
      await this.#fill(next).catch((error: unknown) =>
        this.options.log.warn({ err: error, ...next.location }, 'could not render a picture ahead'),
      );
    }
  }

  /** The next enqueued object as stored now: undefined when it is gone or not public, null when none is enqueued. */
  async #takePending(): Promise<StoredObject | undefined | null> {
    const [first] = this.#pending;
    if (!first) return null;
    this.#pending.delete(first[0]);
    return this.options.store.getPublicObject(first[1].bucket, first[1].key);
  }

  /** The next object of the sweep under way; null when there is none (or it ended). */
  async #takeFromSweep(): Promise<StoredObject | null> {
    const sweep = this.#sweep;
    if (!sweep) return null;
    if (sweep.page.length === 0) {
      sweep.page = await this.options.store.listPublicPictures(sweep.after, SWEEP_PAGE);
      if (sweep.page.length === 0) {
        this.#sweep = null;
        if (sweep.rendered + sweep.copied > 0) {
          this.options.log.info(
            `rendered the app's sizes of ${sweep.pictures} stored pictures ahead: ${sweep.rendered} rendered, ${sweep.copied} copied from identical pictures, in ${Date.now() - sweep.started} ms`,
          );
        }
        if (this.#droppedSinceSweep > 0) {
          this.options.log.warn(
            { dropped: this.#droppedSinceSweep },
            'pictures came in faster than they were rendered ahead; the next sweep renders them',
          );
        }
        return null;
      }
      sweep.after = sweep.page.at(-1)!.location;
    }
    sweep.pictures += 1;
    return sweep.page.shift()!;
  }

  /** The app's sizes of one object: from the cache, copied from an identical picture, or rendered. */
  async #fill(object: StoredObject): Promise<void> {
    const { variants } = this.options;
    const { location } = object;
    if (!transformableFormat(object.contentType)) return;
    // No card shows a panorama: its own sizes render when a viewer first asks (decision 032).
    if (location.bucket === PANORAMA_BUCKET) return;
    const source = sourceVersion(object);
    const twin = this.#knownSources.get(source);
    let original: Buffer | undefined;
    for (const query of APP_VARIANTS) {
      if (this.#closed) return;
      const id = variantIdOf(object, query, APP_FORMAT);
      if (await variants.has(id)) continue;
      const copied =
        twin && (twin.bucket !== location.bucket || twin.key !== location.key)
          ? await variants.read({ ...id, bucket: twin.bucket, key: twin.key })
          : undefined;
      if (copied) {
        await variants.put(id, copied);
        if (this.#sweep) this.#sweep.copied += 1;
        continue;
      }
      try {
        await variants.getOrCreate(id, () =>
          this.#render(async () => (original ??= await this.#readOriginal(object)), query),
        );
        if (this.#sweep) this.#sweep.rendered += 1;
      } catch (error) {
        if (error instanceof UnreadableImageError) return;
        throw error;
      }
    }
    this.#knownSources.delete(source);
    this.#knownSources.set(source, { bucket: location.bucket, key: location.key });
    if (this.#knownSources.size > MAX_KNOWN_SOURCES) {
      this.#knownSources.delete(this.#knownSources.keys().next().value!);
    }
  }

  async #readOriginal(object: StoredObject): Promise<Buffer> {
    const bytes = await this.options.store.read(object);
    if (!bytes) throw new Error(`the bytes of ${object.location.key} are missing`);
    return bytes;
  }

  /** One render in the shared queue; when visitors have filled it, this waits its turn. */
  async #render(
    original: () => Promise<Buffer>,
    query: (typeof APP_VARIANTS)[number],
  ): Promise<Buffer> {
    for (;;) {
      try {
        return await this.options.queue.run(CALLER, async () =>
          (this.options.transform ?? transformImage)(await original(), query, APP_FORMAT),
        );
      } catch (error) {
        if (!(error instanceof RenderQueueFullError) || this.#closed) throw error;
        await new Promise((resolve) => setTimeout(resolve, QUEUE_FULL_PAUSE_MS));
      }
    }
  }
}
