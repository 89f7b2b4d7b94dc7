export { noteCamera } from './camera-facts.ts';
export { heartbeatReport } from './heartbeat-report.ts';
export { PausedScreen } from './paused-screen.tsx';
export { useFleet } from './use-fleet.ts';
