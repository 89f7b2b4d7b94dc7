export { CaptureScreen } from './capture-screen.tsx';
export { loadCapture } from './load-capture.ts';
export type { LookChoice } from './look-picker.tsx';
export { closeMicrophone, openMicrophone } from './microphone.ts';
export { ReviewScreen } from './review-screen.tsx';
export { isClip, type Shot } from './shot.ts';
export { useCamera } from './use-camera.ts';
