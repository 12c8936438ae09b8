/** Why an image run was refused before it changed anything. */
export type ImageRunRefusalReason =
  /** Another run holds the image-fix lock. */
  | 'busy'
  /** The run's Idempotency-Key came before with another request. */
  | 'key-reused';

/** A run refused on purpose; the service that started it answers it in its own shape. */
export class ImageRunRefusal extends Error {
  constructor(
    readonly reason: ImageRunRefusalReason,
    message: string,
  ) {
    super(message);
    this.name = 'ImageRunRefusal';
  }
}
