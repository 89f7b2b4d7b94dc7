/** The messages between the segmenter (the page) and its worker, one request at a time. */

export type SegmentationRequest =
  /** Load the model from the kiosk's segmentation folder (an absolute address ending in /). */
  | { kind: 'open'; folder: string }
  /**
   * Find the person in a picture of the model's input size: RGBA bytes, row by row. `smooth`
   * blends the mask with the previous smoothed one (the live preview's frames), so the outline
   * does not flicker; a photo's mask is its own.
   */
  | { kind: 'segment'; pixels: ArrayBuffer; smooth: boolean };

export type SegmentationReply =
  /** The model's input (and mask) size. */
  | { kind: 'opened'; width: number; height: number }
  /** The picture's bytes back, their alpha now the person mask (255 where the person is). */
  | { kind: 'mask'; pixels: ArrayBuffer }
  | { kind: 'failed'; message: string };
