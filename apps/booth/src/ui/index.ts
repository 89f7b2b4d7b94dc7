export { CameraFailure } from './camera-failure.tsx';
export { ContactField, type ContactKind, checkContact } from './contact-field.tsx';
export { downloadBlob } from './download-blob.ts';
export { QrCode } from './qr-code.tsx';
export { LOAD_RETRY_DELAYS_MS, withRetries } from './with-retries.ts';
