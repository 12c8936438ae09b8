import { publicObjectOf } from '@app/domain/storage-urls';
import type { ObjectStore } from '../storage/object-store.js';

/** No picture at all: no address, or only spaces. */
export const isBlankUrl = (value: string | null) => value === null || value.trim() === '';

/** The bucket and key of a picture stored here, from its public address; null for others. */
export function storedPictureOf(url: string): { bucket: string; key: string } | null {
  // Ours are stored as paths on this site; a full address points elsewhere.
  return url.startsWith('/') ? publicObjectOf(url) : null;
}

/**
 * Where a picture comes from: `linked` from elsewhere, stored here by the server itself
 * (`service`: the demo catalogue) or by a member (`member`: an admin's upload, or a fix the admin
 * ran), or `missing`: stored here once, its file gone (a broken picture). A full address counts
 * as stored here when its object exists here (supabase-js's getPublicUrl gives the site's URL as
 * the browser knew it).
 */
export type PictureOrigin = 'linked' | 'service' | 'member' | 'missing';

export async function pictureOrigin(store: ObjectStore, url: string): Promise<PictureOrigin> {
  const stored = publicObjectOf(url);
  if (!stored) return 'linked';
  const object = await store.getPublicObject(stored.bucket, stored.key);
  if (object) return object.owner === null ? 'service' : 'member';
  return storedPictureOf(url) ? 'missing' : 'linked';
}

/** Whether a picture's address, relative or full, names an object that exists here. */
export async function isInOwnStorage(store: ObjectStore, url: string): Promise<boolean> {
  const origin = await pictureOrigin(store, url);
  return origin === 'service' || origin === 'member';
}

/** Whether a picture that should be stored here has lost its file (a broken cover). */
export async function isMissingStoredPicture(store: ObjectStore, url: string): Promise<boolean> {
  return (await pictureOrigin(store, url)) === 'missing';
}
