import type { BucketInfo } from './object-store.js';

/** The private bucket of bookings' e-tickets (migration 0070). */
export const E_TICKET_BUCKET = 'e-tickets';

/**
 * The buckets the product relies on (its picture buckets and the e-tickets): changed by
 * migrations only, never through the bucket API (migration 0070's policies say the same).
 */
export const isProductBucket = (bucket: Pick<BucketInfo, 'id' | 'pictures'>) =>
  bucket.pictures || bucket.id === E_TICKET_BUCKET;
