/**
 * Support for staff: the kiosk's fault log (`recordFault`, `recordUncaughtFaults`) and the
 * operator screen's support section with the export (`<SupportPanel record>`), and the support file
 * itself, which set-up's device check also downloads.
 */
export { type Fault, readFaults, recordFault, recordUncaughtFaults } from './fault-log.ts';
export { SupportPanel } from './support-panel.tsx';
export {
  type DeviceCheckSummary,
  downloadSupportReport,
  SUPPORT_FILE_KIND,
  type SupportReport,
  supportReport,
} from './support-report.ts';
