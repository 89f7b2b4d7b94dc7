export { CaptureScreen } from './capture-screen.tsx';
export { loadCapture } from './load-capture.ts';
export { ReviewScreen } from './review-screen.tsx';
export { isClip, type Shot } from './shot.ts';
