import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Logger } from '../platform/logger.js';

/** One transformed copy of one version of a stored object. */
export interface VariantId {
  bucket: string;
  key: string;
  /** Changes whenever the original's bytes change (its ETag) or the renderer does. */
  sourceVersion: string;
  /** Normalised parameters and output format, safe as a file name, e.g. `w320_hauto_scale_q70.webp`. */
  variant: string;
}

// Legitimate pages ask for a handful of widths × two formats; the cap stops anyone from filling
// the disk with every possible width of one picture (those are still served, just not kept).
const MAX_VARIANTS_PER_VERSION = 64;

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/**
 * Transformed images on disk: `<root>/<bucket>/<hash of key>/<source version>/<variant>`.
 * Files are written to a temporary name and renamed, so a reader never sees half a file; each
 * write removes the folders of the object's other versions.
 */
export class VariantCache {
  private readonly inFlight = new Map<string, Promise<Buffer>>();

  constructor(
    readonly root: string,
    private readonly log: Logger,
  ) {}

  /** The folder holding every cached variant of one object. */
  objectDir(bucket: string, key: string): string {
    return path.join(this.root, bucket, sha256(key).slice(0, 40));
  }

  filePath(id: VariantId): string {
    return path.join(this.objectDir(id.bucket, id.key), id.sourceVersion, id.variant);
  }

  /** A strong validator for the variant's bytes, known without reading or rendering them. */
  eTag(id: VariantId): string {
    return `"${sha256(`${id.bucket}\n${id.key}\n${id.sourceVersion}\n${id.variant}`).slice(0, 32)}"`;
  }

  /** Whether the variant is in the cache. */
  async has(id: VariantId): Promise<boolean> {
    return fs.access(this.filePath(id)).then(
      () => true,
      () => false,
    );
  }

  /** The cached bytes, or undefined when the variant is not in the cache. */
  read(id: VariantId): Promise<Buffer | undefined> {
    return fs.readFile(this.filePath(id)).catch(() => undefined);
  }

  /** Keeps bytes rendered elsewhere (the same variant of an identical original). */
  put(id: VariantId, bytes: Buffer): Promise<void> {
    return this.store(this.filePath(id), bytes);
  }

  /**
   * The cached bytes, or `create()`'s, which are then kept; concurrent callers share one render.
   * `admit` runs (and may throw) only when this call would start a new render, not when the
   * variant is cached or already being rendered for someone else. `lookedUp` hears whether the
   * variant was on disk.
   */
  async getOrCreate(
    id: VariantId,
    create: () => Promise<Buffer>,
    admit?: () => Promise<void>,
    lookedUp?: (hit: boolean) => void,
  ): Promise<Buffer> {
    const file = this.filePath(id);
    const cached = await fs.readFile(file).catch(() => undefined);
    lookedUp?.(cached !== undefined);
    if (cached) return cached;
    let pending = this.inFlight.get(file);
    if (!pending && admit) {
      await admit();
      pending = this.inFlight.get(file);
    }
    if (!pending) {
      pending = create().then(async (bytes) => {
        await this.store(file, bytes);
        return bytes;
      });
      this.inFlight.set(file, pending);
      void pending.finally(() => this.inFlight.delete(file)).catch(() => undefined);
    }
    return pending;
  }

  private async store(file: string, bytes: Buffer): Promise<void> {
    const versionDir = path.dirname(file);
    const temporary = `${file}.${randomBytes(6).toString('hex')}.tmp`;
    try {
      await fs.mkdir(versionDir, { recursive: true });
      const existing = await fs.readdir(versionDir);
      if (existing.length >= MAX_VARIANTS_PER_VERSION) return;
      await fs.writeFile(temporary, bytes);
      await fs.rename(temporary, file);
      await this.removeOtherVersions(versionDir);
    } catch (error) {
      // The cache is an optimisation: the caller still gets its bytes.
      this.log.warn({ err: error, file }, 'could not cache an image variant');
      await fs.rm(temporary, { force: true }).catch(() => undefined);
    }
  }

  private async removeOtherVersions(versionDir: string): Promise<void> {
    const objectDir = path.dirname(versionDir);
    const current = path.basename(versionDir);
    const versions = await fs.readdir(objectDir);
    await Promise.all(
      versions
        .filter((version) => version !== current)
        .map((version) => fs.rm(path.join(objectDir, version), { recursive: true, force: true })),
    );
  }
}
