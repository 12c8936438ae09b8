import '../messages';
import { t } from '@lingui/core/macro';
import { errorText, TranslatedError } from '../../../lib/error-text';
import { getSupabase } from '../../../lib/supabase';
import {
  coverPath,
  galleryPath,
  overridePath,
  overridesFolder,
  TOURS_BUCKET,
  withVersion,
} from '../lib/storage-paths';

/**
 * The storage calls of the admin tools: the 'tours' bucket, one folder per tour slug. Failures
 * are said in the page's language (TranslatedError), the storage's reason through errorText.
 */

function requireSlug(slug: string) {
  if (slug.trim() === '') throw new TranslatedError(t`Tour slug is required`);
}

async function toursBucket() {
  const supabase = await getSupabase();
  return supabase.storage.from(TOURS_BUCKET);
}

/** Uploads (overwriting) `{slug}/cover.jpg`; answers its public URL, versioned against caches. */
export async function uploadCoverImage(slug: string, file: File): Promise<string> {
  requireSlug(slug);
  const bucket = await toursBucket();
  const path = coverPath(slug);
  const { error } = await bucket.upload(path, file, { upsert: true, contentType: file.type });
  if (error) {
    const reason = errorText(error);
    throw new TranslatedError(t`Failed to upload cover image: ${reason}`);
  }
  return withVersion(bucket.getPublicUrl(path).data.publicUrl);
}

export interface GalleryUploadResult {
  urls: string[];
  failures: string[];
}

/** Uploads `{slug}/gallery/{n}.jpg` for each file, n from `numbers`; one failure spares the rest. */
export async function uploadGalleryImages(
  slug: string,
  files: readonly File[],
  numbers: readonly number[],
): Promise<GalleryUploadResult> {
  requireSlug(slug);
  const bucket = await toursBucket();
  const results = await Promise.all(
    files.map(async (file, index) => {
      const n = numbers[index] ?? index + 1;
      const path = galleryPath(slug, n);
      const { error } = await bucket.upload(path, file, { upsert: true, contentType: file.type });
      if (error) {
        const reason = errorText(error);
        return { failure: t`Failed to upload gallery image ${n}: ${reason}`, url: undefined };
      }
      return { url: withVersion(bucket.getPublicUrl(path).data.publicUrl), failure: undefined };
    }),
  );
  return splitResults(results);
}

/** Uploads a cover override to a file of its own; the original cover stays as it is. */
export async function uploadCoverOverride(slug: string, file: File): Promise<string> {
  requireSlug(slug);
  const bucket = await toursBucket();
  const path = overridePath(slug, 'cover');
  const { error } = await bucket.upload(path, file, { upsert: false, contentType: file.type });
  if (error) {
    const reason = errorText(error);
    throw new TranslatedError(t`Failed to upload cover image: ${reason}`);
  }
  return bucket.getPublicUrl(path).data.publicUrl;
}

/** Uploads gallery overrides, each to a file of its own; one failure spares the rest. */
export async function uploadGalleryOverrides(
  slug: string,
  files: readonly File[],
): Promise<GalleryUploadResult> {
  requireSlug(slug);
  const bucket = await toursBucket();
  const results = await Promise.all(
    files.map(async (file, index) => {
      const path = overridePath(slug, 'gallery');
      const { error } = await bucket.upload(path, file, { upsert: false, contentType: file.type });
      if (error) {
        const n = index + 1;
        const reason = errorText(error);
        return { failure: t`Failed to upload gallery image ${n}: ${reason}`, url: undefined };
      }
      return { url: bucket.getPublicUrl(path).data.publicUrl, failure: undefined };
    }),
  );
  return splitResults(results);
}

function splitResults(
  results: readonly ({ url: string; failure: undefined } | { url: undefined; failure: string })[],
): GalleryUploadResult {
  const urls: string[] = [];
  const failures: string[] = [];
  for (const result of results) {
    if (result.url !== undefined) urls.push(result.url);
    if (result.failure !== undefined) failures.push(result.failure);
  }
  return { urls, failures };
}

export interface StoredFile {
  name: string;
  path: string;
  url: string;
}

const LIST_OPTIONS = { limit: 100, sortBy: { column: 'name', order: 'asc' } } as const;

/** The pictures in a tour's folder, its gallery and its overrides (100 each at most, by name). */
export async function listTourFiles(slug: string): Promise<StoredFile[]> {
  requireSlug(slug);
  const bucket = await toursBucket();
  const folders = [slug, `${slug}/gallery`, overridesFolder(slug)];
  const listings = await Promise.all(folders.map((folder) => bucket.list(folder, LIST_OPTIONS)));
  return listings.flatMap(({ data, error }, index) => {
    if (error) {
      const reason = errorText(error);
      throw new TranslatedError(t`Failed to list files: ${reason}`);
    }
    // Folders come back as entries without an id.
    return (data ?? [])
      .filter((entry) => entry.id !== null)
      .map((entry) => {
        const path = `${folders[index]}/${entry.name}`;
        return { name: entry.name, path, url: bucket.getPublicUrl(path).data.publicUrl };
      });
  });
}

export async function removeTourFile(path: string): Promise<void> {
  await removeTourFiles([path]);
}

export async function removeTourFiles(paths: readonly string[]): Promise<void> {
  if (paths.length === 0) return;
  const bucket = await toursBucket();
  const { error } = await bucket.remove([...paths]);
  if (error) {
    const reason = errorText(error);
    throw new TranslatedError(t`Failed to delete file: ${reason}`);
  }
}
