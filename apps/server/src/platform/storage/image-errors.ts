/** A file that is not an image we accept; the reason is for the log, the user sees one message. */
export class InvalidImageError extends Error {
  override name = 'InvalidImageError';
}
