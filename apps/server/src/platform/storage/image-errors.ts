/**
 * A file that is not an image we accept; the reason is for the log, the user sees one message.
 * `isOverLimit` tells a readable picture that is too large (pixels, frames) from a damaged one.
 */
export class InvalidImageError extends Error {
  override name = 'InvalidImageError';

  constructor(
    reason: string,
    readonly isOverLimit = false,
  ) {
    super(reason);
  }
}
