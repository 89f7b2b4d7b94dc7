/** @boothdeck/capture: the kiosk's camera, shutter, compositing, GIFs and clips. */
export {
  type AnimationPlan,
  BURST_GAP_MS,
  burstAnimationPlan,
  gifAnimationPlan,
  PLAYBACK_DELAY_MS,
} from './animation-plan.ts';
export { assembleGif, GIF_SIZE, type GifOptions } from './assemble-gif.ts';
export { type BackdropScene, backdropAtSize, backdropSceneCanvas, drawBackdropScene } from './backdrop-scene.ts';
export { CAMERA_MESSAGES, CameraError, type CameraErrorReason } from './camera-error.ts';
export type { CaptureLook, LookImage, PlacedProp } from './capture-look.ts';
export {
  CLIP_MIME_TYPES,
  CLIP_WITH_SOUND_MIME_TYPES,
  chooseClipMimeType,
  recordedClipType,
} from './clip-mime-type.ts';
export { colorFilterBySlug, installColorFilter } from './color-filter.ts';
export { composeStill, renderStill, type StillOptions } from './compose-still.ts';
export { contractFilterOf } from './event-filters.ts';
export { largestInside, sizeOf } from './fit.ts';
export { boomerangOrder, frameOrder } from './frame-order.ts';
export { grabStill } from './grab-still.ts';
export { type CameraInfo, listCameras } from './list-cameras.ts';
export { type ImageLoader, loadImage } from './load-image.ts';
export { type LookChoices, type LookEvent, lookFromEvent } from './look-from-event.ts';
export { type Camera, type CameraOptions, DEFAULT_CAMERA_SIZE, openCamera } from './open-camera.ts';
export { composeStrip, printArtwork, stripSlots } from './print-sheet.ts';
export { type Clip, type ClipOptions, EMPTY_RECORDING, recordClip } from './record-clip.ts';
export { type SequenceCallbacks, type SequencePlan, shootSequence } from './shoot-sequence.ts';
export type { WatermarkPosition } from './watermark-placement.ts';
