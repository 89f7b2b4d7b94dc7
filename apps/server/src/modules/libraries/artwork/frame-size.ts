/** Frames are portrait overlays of this size (the preview box of the frame step); custom frames must match it. */
export { FRAME_HEIGHT, FRAME_WIDTH } from '@boothdeck/contract';
