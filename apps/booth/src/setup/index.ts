export { EVENT_ASSET_CACHE, eventAssetUrls } from './event-assets.ts';
export { SetupScreen } from './setup-screen.tsx';
