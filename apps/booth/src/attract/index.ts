export { AttractScreen } from './attract-screen.tsx';
export { type BoothMode, boothModes, type ModeId } from './booth-modes.ts';
export { brandingOf } from './branding.ts';
