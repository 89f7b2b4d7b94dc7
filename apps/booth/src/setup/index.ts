export { CameraCheck } from './camera-check.tsx';
export { EVENT_ASSET_CACHE, eventAssetUrls } from './event-assets.ts';
export { MissingPictures, useOfflinePictures } from './offline-pictures.tsx';
export { SetupScreen } from './setup-screen.tsx';
