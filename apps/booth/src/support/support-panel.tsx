/**
 * The operator screen's support section: how many faults the kiosk logged and the latest ones,
 * and the support export to download and send.
 */
import { useSyncExternalStore } from 'react';
import { useOutbox } from '../outbox/index.ts';
import type { KioskRecord } from '../session/index.ts';
import { FAULT_LOG_KEY, readFaults, subscribeFaults } from './fault-log.ts';
import { downloadSupportReport, supportReport } from './support-report.ts';

const SHOWN = 3;
const timeOf = (iso: string) => new Date(iso).toLocaleString([], { dateStyle: 'short', timeStyle: 'short' });

export function SupportPanel({ record }: { record: KioskRecord }) {
  const { snapshot } = useOutbox();
  const faults = useSyncExternalStore(subscribeFaults, faultsSnapshot);
  const download = () => downloadSupportReport(supportReport(record, snapshot));
  return (
    <section className="panel panel--wide" aria-labelledby="support-title">
      <h2 id="support-title">Support</h2>
      <p>
        {faults.length === 0
          ? 'No problems logged on this booth.'
          : `${faults.length} ${faults.length === 1 ? 'problem' : 'problems'} logged on this booth; the guests were sent back to the start screen and nothing queued was lost.`}
      </p>
      {faults.length > 0 && (
        <ul aria-label="Latest problems">
          {faults
            .slice(-SHOWN)
            .reverse()
            .map((fault) => (
              <li key={`${fault.at}-${fault.where}`}>
                {timeOf(fault.at)} · {fault.where} · {fault.message}
              </li>
            ))}
        </ul>
      )}
      <button className="button" type="button" onClick={download}>
        Export support log
      </button>
    </section>
  );
}

// One array per change, so React sees the same log until another fault is recorded.
let cached = { text: '', faults: readFaults() };
function faultsSnapshot() {
  const text = globalThis.localStorage?.getItem(FAULT_LOG_KEY) ?? '';
  if (text !== cached.text) cached = { text, faults: readFaults() };
  return cached.faults;
}
