/** The event's form for a guest, before their capture or after they kept it. */
import type { KioskRecord } from '../session/kiosk-record.ts';
import type { KeptCapture } from './guest-flow.ts';

type Props = {
  record: KioskRecord;
  kept?: KeptCapture | undefined;
  onDone: (leadId?: string) => void;
  onCancel: () => void;
};

export function LeadStep({ onDone, onCancel }: Props) {
  return (
    <main className="screen screen--form">
      <section className="panel">
        <h1>Your details</h1>
        <div className="actions">
          <button className="button button--primary button--big" type="button" onClick={() => onDone()}>
            Continue
          </button>
          <button className="button button--big" type="button" onClick={onCancel}>
            Skip
          </button>
        </div>
      </section>
    </main>
  );
}
