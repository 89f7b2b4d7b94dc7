/**
 * The operator's view of the outbox: how many items are queued, sending, waiting, sent and
 * failed; each unsent item with the reason it waits or failed; a retry for one or all; and,
 * for a capture the server refused, its file to keep on the operator's device.
 */
import { getErrorMessage } from '@boothdeck/client';
import { useState } from 'react';
import { downloadBlob } from '../ui/index.ts';
import type { OutboxItem, OutboxStatus } from './outbox-item.ts';
import { OUTBOX_REASONS } from './outbox-state.ts';
import { useOutbox } from './use-outbox.tsx';
import '../ui/kiosk-ui.css';
import './queue-panel.css';

const STATUS_LABELS: Record<OutboxStatus, string> = {
  queued: 'Queued',
  sending: 'Sending',
  'retry-wait': 'Waiting to retry',
  sent: 'Sent',
  failed: 'Failed',
};
const MEDIA_LABELS = { photo: 'Photo', gif: 'GIF', burst_gif: 'Burst GIF', boomerang: 'Boomerang', video: 'Video' };
/** How many sent items the list still shows, newest first, below the unsent ones. */
const SENT_SHOWN = 10;

function describe(item: OutboxItem): string {
  switch (item.kind) {
    case 'capture':
      return MEDIA_LABELS[item.payload.media_type];
    case 'lead':
      return 'Guest details';
    case 'voucher':
      return 'Voucher';
    case 'share':
      // A sent share no longer keeps the address it went to.
      return item.payload.email ? 'Share by e-mail' : item.payload.phone ? 'Share by SMS' : 'Share';
    case 'print':
      return `Print, ${item.payload.copies} ${item.payload.copies === 1 ? 'copy' : 'copies'}${item.payload.offline ? ' (printed offline)' : ''}`;
  }
}

const timeOf = (iso: string) => new Date(iso).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' });

function reasonOf(item: OutboxItem, items: readonly OutboxItem[]): string | null {
  if (item.status === 'sent' || item.status === 'sending') return null;
  const waitsFor = item.after === null ? undefined : items.find((other) => other.id === item.after);
  if (waitsFor && waitsFor.status !== 'sent') return OUTBOX_REASONS.waitingFor;
  return item.reason;
}

export function QueuePanel() {
  const { outbox, snapshot } = useOutbox();
  const [actionError, setActionError] = useState<string | null>(null);
  const { counts, items, paused, online, storage } = snapshot;
  const unsent = items.filter((item) => item.status !== 'sent');
  const sent = items
    .filter((item) => item.status === 'sent')
    .slice(-SENT_SHOWN)
    .reverse();
  const retryable = counts.failed + counts['retry-wait'];

  const act = (action: () => Promise<unknown>) => () => {
    setActionError(null);
    action().catch((error: unknown) => setActionError(getErrorMessage(error)));
  };
  const exportFile = (id: string) =>
    act(async () => {
      const file = await outbox.exportFile(id);
      if (!file) throw new Error('This file is no longer on the device.');
      downloadBlob(file.blob, file.fileName);
    });

  return (
    <section className="queue-panel" aria-labelledby="queue-panel-title">
      <header className="queue-panel__head">
        <h2 id="queue-panel-title">Upload queue</h2>
        <button
          type="button"
          className="kiosk-button kiosk-button--small"
          disabled={retryable === 0}
          onClick={act(() => outbox.retryAll())}
        >
          Retry all
        </button>
      </header>

      <ul className="queue-panel__counts" aria-label="Queue totals">
        {(['queued', 'sending', 'retry-wait', 'sent', 'failed'] as const).map((status) => (
          <li key={status} className={`queue-panel__count queue-panel__count--${status}`}>
            <strong>{counts[status]}</strong> {STATUS_LABELS[status]}
          </li>
        ))}
      </ul>

      {paused === 'sign-in' && (
        <p className="kiosk-notice kiosk-notice--alert" role="alert">
          The server no longer accepts this booth’s sign-in (the event’s password may have changed). Sign in again:
          nothing queued is lost.
        </p>
      )}
      {!online && (
        <p className="kiosk-notice" role="status">
          Offline: {snapshot.pending} waiting. They will upload by themselves when the network is back.
        </p>
      )}
      {online && snapshot.serverUnavailable && (
        <p className="kiosk-notice" role="status">
          Server unavailable: {snapshot.pending} waiting. The network is up but the server is not taking uploads just
          now; the booth keeps trying and nothing is lost.
        </p>
      )}
      {storage.message && (
        <p className={`kiosk-notice${storage.full ? ' kiosk-notice--alert' : ''}`} role="alert">
          {storage.message}
        </p>
      )}
      {actionError && (
        <p className="kiosk-notice kiosk-notice--alert" role="alert">
          {actionError}
        </p>
      )}

      {items.length === 0 ? (
        <p className="queue-panel__empty">Nothing queued yet.</p>
      ) : (
        <ol className="queue-panel__list">
          {[...unsent, ...sent].map((item) => {
            const reason = reasonOf(item, items);
            return (
              <li key={item.id} className={`queue-panel__item queue-panel__item--${item.status}`}>
                <div className="queue-panel__what">
                  <span className="queue-panel__kind">{describe(item)}</span>
                  <span className="queue-panel__time">queued {timeOf(item.queuedAt)}</span>
                  <span className={`queue-panel__status queue-panel__status--${item.status}`}>
                    {STATUS_LABELS[item.status]}
                    {item.httpStatus && item.status !== 'queued' ? ` (${item.httpStatus})` : ''}
                  </span>
                </div>
                {reason && <p className="queue-panel__reason">{reason}</p>}
                {(item.status === 'failed' || item.status === 'retry-wait') && (
                  <div className="kiosk-actions">
                    <button
                      type="button"
                      className="kiosk-button kiosk-button--small"
                      onClick={act(() => outbox.retry(item.id))}
                      aria-label={`Retry ${describe(item)} queued ${timeOf(item.queuedAt)}`}
                    >
                      Retry
                    </button>
                    {item.status === 'failed' && item.kind === 'capture' && (
                      <button
                        type="button"
                        className="kiosk-button kiosk-button--small kiosk-button--secondary"
                        onClick={exportFile(item.id)}
                      >
                        Export file
                      </button>
                    )}
                  </div>
                )}
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
