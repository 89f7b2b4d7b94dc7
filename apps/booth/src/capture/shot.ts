import type { MediaType } from '@boothdeck/contract';

/** A capture the guest has not kept yet: the file the gallery gets and, for a clip, its poster. */
export type Shot = {
  mediaType: MediaType;
  file: Blob;
  poster?: Blob;
  /** An animation's stills, each a photo of its own, when the organiser keeps individual photos. */
  individualPhotos?: Blob[];
  capturedAt: string;
};

/** How the guest sees a shot on the review screen: a picture, or a clip that plays. */
export const isClip = (shot: Shot) => shot.file.type.startsWith('video/');
