/** The real server as `npm start` runs it (journeys turn on test-only settings; benchmarks must not). */
import { startServer } from '../e2e/support/server-process.ts';

const AS_IN_PRODUCTION = {
  CHECK_REPLIES: 'false',
  TRUST_PROXY: 'false',
  LOG_LEVEL: 'warn',
};

export const startProductionServer = (environment: Record<string, string> = {}) =>
  startServer({ ...AS_IN_PRODUCTION, ...environment });
