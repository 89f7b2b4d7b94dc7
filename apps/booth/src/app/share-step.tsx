/** After a capture is kept: the guest's share options and offer, then back to the start. */
import type { KioskRecord } from '../session/kiosk-record.ts';
import type { KeptCapture } from './guest-flow.ts';

type Props = { record: KioskRecord; kept: KeptCapture; leadId?: string | undefined; onDone: () => void };

export function ShareStep({ kept, onDone }: Props) {
  return (
    <main className="screen screen--form">
      <section className="panel" aria-labelledby="kept-title">
        <h1 id="kept-title">Kept!</h1>
        <p role="status" data-client-id={kept.clientId}>
          Your {kept.mediaType === 'photo' ? 'photo' : 'capture'} is saved and on its way to the gallery.
        </p>
        <button className="button button--primary button--big" type="button" onClick={onDone}>
          Done
        </button>
      </section>
    </main>
  );
}
