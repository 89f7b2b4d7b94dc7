/**
 * The operator's screen, behind the hidden corner: the queue of what the booth still has to
 * send, the camera, and the ways out. Signing out is refused while captures are unsent, so
 * leaving a booth never loses a guest's photo.
 */
import { type ReactNode, useState } from 'react';
import { type KioskRecord, signOutRefusal, updateSettings } from '../session/index.ts';
import { CameraCheck } from '../setup/index.ts';
import { useOnline } from './use-online.ts';

/** The network as the operator needs to know it: none, or there but the server down, or fine. */
export const connectionLabel = (online: boolean, serverUnavailable: boolean) =>
  !online ? 'Offline' : serverUnavailable ? 'Server unavailable' : 'Online';

type Props = {
  record: KioskRecord;
  /** Captures and other items not yet delivered. */
  pendingCount: number;
  /** Guests' details, vouchers and shares not yet sent: signing out is refused while there are any too. */
  pendingOthers?: number;
  /** The last upload found the network up but the server not answering (or answering 5xx). */
  serverUnavailable?: boolean;
  /** The queue's own panel: every item with its state, and a retry. */
  queuePanel: ReactNode;
  /** What else the operator should know (pictures not saved for offline use). */
  notices?: ReactNode;
  /** The support section: logged faults and the support export. */
  support?: ReactNode;
  onResume: () => void;
  onSetup: () => void;
  onLeaveKiosk: () => void;
  onSignOut: () => Promise<void>;
};

export function OperatorScreen({
  record,
  pendingCount,
  pendingOthers = 0,
  serverUnavailable = false,
  queuePanel,
  notices,
  support,
  onResume,
  onSetup,
  onLeaveKiosk,
  onSignOut,
}: Props) {
  const online = useOnline();
  const [refusal, setRefusal] = useState<string | null>(null);
  const [showCamera, setShowCamera] = useState(false);

  const signOut = async () => {
    const reason = signOutRefusal(pendingCount, pendingOthers);
    setRefusal(reason);
    if (!reason) await onSignOut();
  };

  return (
    <main className="screen operator">
      <header className="operator__header">
        <div>
          <h1>Operator</h1>
          <p className="muted">
            {record.event.event_name}
            {record.deviceName ? ` · ${record.deviceName}` : ''}
          </p>
        </div>
        <p className={online && !serverUnavailable ? 'badge badge--ok' : 'badge badge--warning'} role="status">
          {connectionLabel(online, serverUnavailable)} · {pendingCount} waiting to send
        </p>
      </header>

      <div className="operator__actions">
        <button className="button button--primary button--big" type="button" onClick={onResume}>
          Back to the booth
        </button>
        <button className="button button--big" type="button" onClick={() => setShowCamera((shown) => !shown)}>
          {showCamera ? 'Hide the camera' : 'Camera'}
        </button>
        <button className="button button--big" type="button" onClick={onSetup}>
          Set-up
        </button>
        <button className="button button--big" type="button" onClick={onLeaveKiosk}>
          Leave kiosk mode
        </button>
        <button className="button button--big button--danger" type="button" onClick={() => void signOut()}>
          Sign out
        </button>
      </div>
      {refusal && (
        <p className="notice notice--warning" role="alert">
          {refusal}
        </p>
      )}

      {notices}

      {showCamera && (
        <section className="panel panel--wide" aria-label="Camera">
          <CameraCheck cameraId={record.settings.cameraId} onChoose={(cameraId) => void updateSettings({ cameraId })} />
        </section>
      )}

      <section className="operator__queue" aria-label="Queue">
        {queuePanel}
      </section>

      {support}
    </main>
  );
}
