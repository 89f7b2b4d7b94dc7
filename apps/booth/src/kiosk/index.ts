export { ExitPinScreen } from './exit-pin-screen.tsx';
export { watchIdle } from './idle-timer.ts';
export { type KioskMode, startKioskMode } from './kiosk-mode.ts';
export { OperatorCorner } from './operator-corner.tsx';
export { OperatorScreen } from './operator-screen.tsx';
export { StoppedScreen } from './stopped-screen.tsx';
export { useOnline } from './use-online.ts';
