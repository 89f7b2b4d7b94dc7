export { BoothApp } from './booth-app.tsx';
export { registerServiceWorker } from './register-service-worker.ts';
