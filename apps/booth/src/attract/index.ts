export { AttractScreen } from './attract-screen.tsx';
export { BOOMERANG_GAP_MS, type BoothMode, boothModes, type ModeId } from './booth-modes.ts';
export { brandingOf } from './branding.ts';
