export { CameraFailure } from './camera-failure.tsx';
export { ContactField, type ContactKind, checkContact } from './contact-field.tsx';
export { downloadBlob } from './download-blob.ts';
export { QrCode } from './qr-code.tsx';
