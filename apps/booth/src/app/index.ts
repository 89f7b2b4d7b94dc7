export { BoothApp } from './booth-app.tsx';
export { registerServiceWorker } from './register-service-worker.ts';
export { KIOSK_RESTART_MS, ScreenBoundary } from './screen-boundary.tsx';
