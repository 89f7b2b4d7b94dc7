/**
 * Support for staff: the kiosk's fault log (`recordFault`, `recordUncaughtFaults`) and the
 * operator screen's support section with the export (`<SupportPanel record>`).
 */
export { type Fault, readFaults, recordFault, recordUncaughtFaults } from './fault-log.ts';
export { SupportPanel } from './support-panel.tsx';
export { type SupportReport, supportReport } from './support-report.ts';
