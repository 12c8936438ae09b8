import { getSupabase } from '../../../lib/supabase';
import { coverPath, galleryPath, TOURS_BUCKET, withVersion } from '../lib/storage-paths';

/** The storage calls of the admin tools: the 'tours' bucket, one folder per tour slug. */

function requireSlug(slug: string) {
  if (slug.trim() === '') throw new Error('Tour slug is required');
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
  if (error) throw new Error(`Failed to upload cover image: ${error.message}`);
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
        return { failure: `Failed to upload gallery image ${n}: ${error.message}`, url: undefined };
      }
      return { url: withVersion(bucket.getPublicUrl(path).data.publicUrl), failure: undefined };
    }),
  );
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

/** The pictures in a tour's folder and its gallery folder (100 each at most, by name). */
export async function listTourFiles(slug: string): Promise<StoredFile[]> {
  requireSlug(slug);
  const bucket = await toursBucket();
  const folders = [slug, `${slug}/gallery`];
  const listings = await Promise.all(folders.map((folder) => bucket.list(folder, LIST_OPTIONS)));
  return listings.flatMap(({ data, error }, index) => {
    if (error) throw new Error(`Failed to list files: ${error.message}`);
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
  const bucket = await toursBucket();
  const { error } = await bucket.remove([path]);
  if (error) throw new Error(`Failed to delete file: ${error.message}`);
}
