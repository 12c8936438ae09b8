import { describe, expect, it } from 'vitest';
import { InvalidObjectKeyError } from './object-path.js';
import { locationOfS3Key, MAX_S3_KEY_BYTES, s3KeyPrefix, s3ObjectKey } from './s3-object-key.js';

const version = '0123456789abcdef0123456789abcdef';

describe('where an object version lives in the S3 bucket', () => {
  it('is <bucket>/<key>@<version>, or the bare key for a file stored before versions', () => {
    expect(s3ObjectKey({ bucket: 'tours', key: 'a/b/cover.jpg', version })).toBe(
      `tours/a/b/cover.jpg@${version}`,
    );
    expect(s3ObjectKey({ bucket: 'tours', key: 'cover.jpg', version: null })).toBe(
      'tours/cover.jpg',
    );
    expect(s3KeyPrefix('tours', 'a/')).toBe('tours/a/');
  });

  it('reads back the location it made, also for keys containing the version mark', () => {
    for (const location of [
      { bucket: 'tours', key: 'a/b/cover.jpg', version },
      { bucket: 'avatars', key: 'me@example.com/photo.png', version },
      { bucket: 'tours', key: 'old@file.jpg', version: null },
      { bucket: 'tours', key: 'ünïcode/фото.jpg', version },
    ]) {
      expect(locationOfS3Key(s3ObjectKey(location))).toEqual(location);
    }
  });

  it('ignores keys it never makes (another prefix, no bucket, dots)', () => {
    for (const key of ['no-bucket', 'Upper/x.jpg', 'tours/../x.jpg', 'tours//x', 'tours/']) {
      expect(locationOfS3Key(key)).toBeUndefined();
    }
  });

  it('refuses keys that leave the bucket, bad buckets and versions before any request', () => {
    const refused = [
      { bucket: 'tours', key: '../../etc/passwd', version },
      { bucket: 'tours', key: 'a/../b', version },
      { bucket: 'tours', key: '/etc/passwd', version },
      { bucket: 'tours', key: 'a\\b', version },
      { bucket: '../tours', key: 'x.jpg', version },
      { bucket: 'tours', key: 'x.jpg', version: '../../x' },
    ];
    for (const location of refused) {
      expect(() => s3ObjectKey(location)).toThrow(InvalidObjectKeyError);
    }
    expect(() => s3KeyPrefix('..', '')).toThrow(InvalidObjectKeyError);
  });

  it('refuses a key over S3’s 1024 bytes with its bucket and version, counting UTF-8 bytes', () => {
    const room = MAX_S3_KEY_BYTES - 'tours/'.length - `@${version}`.length;
    expect(s3ObjectKey({ bucket: 'tours', key: 'k'.repeat(room), version })).toHaveLength(
      MAX_S3_KEY_BYTES,
    );
    expect(() => s3ObjectKey({ bucket: 'tours', key: 'k'.repeat(room + 1), version })).toThrow(
      /too long for the object storage/,
    );
    // 600 characters (the database allows 1024) but 1200 bytes.
    expect(() => s3ObjectKey({ bucket: 'tours', key: 'é'.repeat(600), version })).toThrow(
      InvalidObjectKeyError,
    );
  });
});
