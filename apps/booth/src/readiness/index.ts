export { type CameraFact, type DeviceFacts, gatherDeviceFacts, runsInstalled } from './device-facts.ts';
export { describeEngine, type Engine, engineOf } from './engine.ts';
export { askPersistentStorage, type Persistence } from './persistent-storage.ts';
export { ReadinessCheck } from './readiness-check.tsx';
export { type Level, type ReadinessLine, readinessLines } from './readiness-rules.ts';
