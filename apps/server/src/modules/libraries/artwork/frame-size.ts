/** Frames are portrait overlays of this size (the preview box of the frame step). */
export const FRAME_WIDTH = 500;
export const FRAME_HEIGHT = 628;
