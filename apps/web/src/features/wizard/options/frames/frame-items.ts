import type { EventFrame, FrameItem } from '@boothdeck/contract';

/** A newly chosen library frame, in the shape the event lists its frames. */
export const newFrameItem = (frame: FrameItem): EventFrame => ({
  frame_id: frame.id,
  name: frame.name,
  preview_image: frame.preview_image,
  photo_frame: frame.preview_image,
  frame: frame.frame,
  custom_frame: [],
});

/** What guests' photos get: the custom frame when one was uploaded, else the library's. */
export const overlayOf = (item: EventFrame) => item.custom_frame[0]?.frame ?? item.frame;
