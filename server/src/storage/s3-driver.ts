import { Readable } from 'node:stream';
import {
  AbortMultipartUploadCommand,
  CopyObjectCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListMultipartUploadsCommand,
  ListObjectsV2Command,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { InvalidObjectKeyError } from './object-path.js';
import { locationOfS3Key, s3KeyPrefix, s3ObjectKey } from './s3-object-key.js';
import {
  type ObjectLocation,
  ObjectStorageUnavailableError,
  type StorageDriver,
  type StoredFileInfo,
} from './storage-driver.js';
import { storageErrors } from './storage-errors.js';

export interface S3Settings {
  /** Unset: AWS S3's own endpoint for the region. */
  endpoint: string | undefined;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** `https://host/bucket/key` instead of `https://bucket.host/key` (MinIO, Ceph, s3rver). */
  forcePathStyle: boolean;
}

/** Bodies above this go up in parts of this size (S3's smallest part is 5 MiB). */
export const S3_PART_BYTES = 8 * 1024 * 1024;

function isMissing(error: unknown): boolean {
  return (
    error instanceof S3ServiceException &&
    (error.name === 'NoSuchKey' ||
      error.name === 'NotFound' ||
      error.$metadata.httpStatusCode === 404)
  );
}

/** A store failure as our error (the cause kept for the log), a missing object or bad key as is. */
function unavailable(error: unknown): Error {
  if (error instanceof InvalidObjectKeyError || error instanceof ObjectStorageUnavailableError) {
    return error;
  }
  const reason = error instanceof Error ? error.name : 'unknown error';
  return new ObjectStorageUnavailableError(`The object storage failed (${reason})`, {
    cause: error,
  });
}

/**
 * Objects in one S3-compatible bucket, each version under its own key (s3-object-key.ts). Only
 * operations that AWS S3, Cloudflare R2, MinIO and Ceph RGW all implement are used: PutObject,
 * GetObject, HeadObject, DeleteObject, ListObjectsV2 and multipart uploads (Create, UploadPart,
 * Complete, Abort, ListMultipartUploads). A PUT is atomic and a multipart upload is either
 * completed or aborted, so readers never see half a version.
 */
export class S3Driver implements StorageDriver {
  readonly client: S3Client;

  constructor(
    readonly settings: S3Settings,
    /** Keys per listing page; S3's own limit (1000) unless a test needs many pages. */
    private readonly pageSize = 1000,
  ) {
    this.client = new S3Client({
      endpoint: settings.endpoint,
      region: settings.region,
      forcePathStyle: settings.forcePathStyle,
      credentials: {
        accessKeyId: settings.accessKeyId,
        secretAccessKey: settings.secretAccessKey,
      },
      // Newer SDKs add CRC checksums to every upload as aws-chunked trailers and check them on
      // downloads; s3rver and several S3-compatible stores do not understand those trailers.
      // Only operations that require a checksum get one (none of ours do).
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      maxAttempts: 3,
      // An unreachable store answers a request in seconds instead of holding it open.
      requestHandler: { connectionTimeout: 5_000, requestTimeout: 30_000 },
    });
  }

  /**
   * Proves at start that the bucket exists and the credentials may list it, with an error
   * message that names the problem (never the secret).
   */
  async checkAccess(): Promise<void> {
    try {
      await this.client.send(
        new ListObjectsV2Command({ Bucket: this.settings.bucket, MaxKeys: 1 }),
      );
    } catch (error) {
      const name = error instanceof Error ? error.name : 'unknown error';
      const code = error instanceof S3ServiceException ? error.$metadata.httpStatusCode : undefined;
      if (name === 'NoSuchBucket') {
        throw new ObjectStorageUnavailableError(
          `the bucket S3_BUCKET=${this.settings.bucket} does not exist: create it first`,
        );
      }
      if (code === 401 || code === 403) {
        throw new ObjectStorageUnavailableError(
          `the object storage refused S3_ACCESS_KEY_ID / S3_SECRET_ACCESS_KEY (${name}): check both and that they may read and write the bucket`,
        );
      }
      throw new ObjectStorageUnavailableError(
        `the object storage at ${this.settings.endpoint ?? 'AWS S3'} cannot be reached (${name})`,
      );
    }
  }

  async put(location: ObjectLocation, body: Buffer): Promise<void> {
    const upload = new Upload({
      client: this.client,
      params: { Bucket: this.settings.bucket, Key: s3ObjectKey(location), Body: body },
      partSize: S3_PART_BYTES,
      queueSize: 2,
      // A failed multipart upload is aborted, so no part outlives it.
      leavePartsOnError: false,
    });
    try {
      await upload.done();
    } catch (error) {
      throw unavailable(error);
    }
  }

  async copy(from: ObjectLocation, to: ObjectLocation): Promise<void> {
    // CopySource is `bucket/key`, URL-encoded; the store copies inside itself, whole or not at all
    // (objects here are at most the upload limit, far below CopyObject's 5 GB).
    const source = `${this.settings.bucket}/${s3ObjectKey(from)}`;
    const encoded = source
      .split('/')
      .map(encodeURIComponent)
      .join('/')
      // Left as they are: S3 takes them so, and stores that decode with decodeURI (s3rver) need
      // the version mark `@` plain.
      .replace(/%(40|3A|2C|3B|3D|24|26)/g, (escape) => decodeURIComponent(escape));
    try {
      await this.client.send(
        new CopyObjectCommand({
          Bucket: this.settings.bucket,
          Key: s3ObjectKey(to),
          CopySource: encoded,
        }),
      );
    } catch (error) {
      if (isMissing(error)) throw storageErrors.noSuchKey();
      throw unavailable(error);
    }
  }

  async get(location: ObjectLocation): Promise<Readable | undefined> {
    const Key = s3ObjectKey(location);
    try {
      const { Body } = await this.client.send(
        new GetObjectCommand({ Bucket: this.settings.bucket, Key }),
      );
      if (!(Body instanceof Readable)) {
        throw new ObjectStorageUnavailableError('The object storage answered no body');
      }
      return Body;
    } catch (error) {
      if (isMissing(error)) return undefined;
      throw unavailable(error);
    }
  }

  async stat(location: ObjectLocation): Promise<StoredFileInfo | undefined> {
    const Key = s3ObjectKey(location);
    try {
      const head = await this.client.send(
        new HeadObjectCommand({ Bucket: this.settings.bucket, Key }),
      );
      return { size: head.ContentLength ?? 0, modified: head.LastModified ?? new Date(0) };
    } catch (error) {
      if (isMissing(error)) return undefined;
      throw unavailable(error);
    }
  }

  async delete(location: ObjectLocation): Promise<void> {
    const Key = s3ObjectKey(location);
    try {
      await this.client.send(new DeleteObjectCommand({ Bucket: this.settings.bucket, Key }));
    } catch (error) {
      if (isMissing(error)) return;
      throw unavailable(error);
    }
  }

  async list(bucket: string, prefix: string): Promise<ObjectLocation[]> {
    const Prefix = s3KeyPrefix(bucket, prefix);
    const found: ObjectLocation[] = [];
    let ContinuationToken: string | undefined;
    try {
      do {
        const page = await this.client.send(
          new ListObjectsV2Command({
            Bucket: this.settings.bucket,
            Prefix,
            ContinuationToken,
            MaxKeys: this.pageSize,
          }),
        );
        for (const { Key } of page.Contents ?? []) {
          const location = Key === undefined ? undefined : locationOfS3Key(Key);
          if (location?.bucket === bucket) found.push(location);
        }
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    } catch (error) {
      throw unavailable(error);
    }
    return found;
  }

  /**
   * Aborts multipart uploads of our versions begun before `olderThan` (a gateway that died
   * mid-upload); their parts are invisible to readers but cost storage until aborted. Uploads
   * of keys without a version (not written by this driver) are left alone. A store that cannot
   * list multipart uploads (s3rver) keeps none to abort: 0.
   */
  async removeUnfinishedWrites(olderThan: Date): Promise<number> {
    let aborted = 0;
    let KeyMarker: string | undefined;
    let UploadIdMarker: string | undefined;
    try {
      do {
        const page = await this.client.send(
          new ListMultipartUploadsCommand({
            Bucket: this.settings.bucket,
            KeyMarker,
            UploadIdMarker,
          }),
        );
        for (const { Key, UploadId, Initiated } of page.Uploads ?? []) {
          if (!Key || !UploadId || !Initiated || Initiated >= olderThan) continue;
          if (!locationOfS3Key(Key)?.version) continue;
          await this.client.send(
            new AbortMultipartUploadCommand({ Bucket: this.settings.bucket, Key, UploadId }),
          );
          aborted += 1;
        }
        const more = page.IsTruncated === true;
        KeyMarker = more ? page.NextKeyMarker : undefined;
        UploadIdMarker = more ? page.NextUploadIdMarker : undefined;
      } while (KeyMarker);
    } catch (error) {
      if (error instanceof Error && error.name === 'NotImplemented') return aborted;
      throw unavailable(error);
    }
    return aborted;
  }

  close(): void {
    this.client.destroy();
  }
}
