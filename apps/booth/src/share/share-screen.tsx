/**
 * The guest takes their capture away: a QR code shown at once, even offline (see
 * pending-share-address.ts), unless the organiser turned the QR Code option off; and, on the
 * channels the event switched on, an e-mail or SMS queued through the outbox
 * (`POST /booth/shares`), sent once the capture has uploaded. With the Social step's Instagram
 * on, the QR code says it is the way to post the capture there.
 */
import type { BoothEvent } from '@boothdeck/contract';
import { DEFAULT_GUEST_LANGUAGE } from '@boothdeck/contract/guest-languages';
import type { CatalogueKey } from '@boothdeck/i18n';
import { useGuestText } from '@boothdeck/i18n/react';
import { type FormEvent, useState } from 'react';
import { failureTextOf, useOutbox } from '../outbox/index.ts';
import { PrintPanel, printsCapture } from '../print/index.ts';
import { ContactField, type ContactKind, checkContact, QrCode } from '../ui/index.ts';
import { pendingShareAddress } from './pending-share-address.ts';
import '../ui/kiosk-ui.css';
import './share-screen.css';

type ShareEvent = Pick<BoothEvent, 'uuid' | 'features' | 'options'> &
  Partial<Pick<BoothEvent, 'social' | 'printing' | 'languages'>>;

type Props = {
  event: ShareEvent;
  /** The kept capture: its outbox client_id, and its type and file (a photo may be printed). */
  capture: { clientId: string; mediaType?: string; file?: Blob };
  /** The guest's e-mail and phone from the form, when they filled it in. */
  guest?: { email?: string | null; phone?: string | null } | null;
  onDone: () => void;
};

/** The channels a guest may be sent their capture on: only those the event switched on. */
export function shareChannels(event: Pick<BoothEvent, 'features' | 'options'>): ContactKind[] {
  if (event.features.sharing !== 1) return [];
  return [
    ...(event.options.email === 1 ? (['email'] as const) : []),
    ...(event.options.text_messaging === 1 ? (['phone'] as const) : []),
  ];
}

/** The organiser's QR Code option: off, the booth shows no QR code. */
export const showsQrCode = (event: Pick<BoothEvent, 'options'>) => event.options.qr_code === 1;

/** The Social step's Instagram switch (its settings are null when the Social option is off). */
const sharesToInstagram = (event: ShareEvent) => event.options.social_media === 1 && event.social?.instagram === '1';

const SEND_LABELS: Record<ContactKind, CatalogueKey> = { email: 'kiosk.share.emailMe', phone: 'kiosk.share.textMe' };

function ChannelForm({
  kind,
  initial,
  onSend,
}: {
  kind: ContactKind;
  initial: string;
  onSend: (to: string) => Promise<void>;
}) {
  const [value, setValue] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const text = useGuestText();
  const { t } = text;

  async function submit(submitted: FormEvent) {
    submitted.preventDefault();
    const checked = checkContact(kind, value, text);
    if ('error' in checked) {
      setError(checked.error);
      return;
    }
    setError(null);
    setBusy(true);
    try {
      await onSend(checked.value);
      setSentTo(checked.value);
    } catch (failure) {
      setError(t(failureTextOf(failure, 'kiosk.share.queueFailed')));
    } finally {
      setBusy(false);
    }
  }

  if (sentTo) {
    return (
      <p className="kiosk-notice kiosk-notice--good" role="status">
        {t('kiosk.share.onItsWay', { to: sentTo })}
      </p>
    );
  }
  return (
    <form noValidate onSubmit={submit} className="share-screen__channel">
      <ContactField kind={kind} value={value} error={error} onChange={setValue} />
      <button type="submit" className="kiosk-button" disabled={busy}>
        {t(SEND_LABELS[kind])}
      </button>
    </form>
  );
}

export function ShareScreen({ event, capture, guest = null, onDone }: Props) {
  const { outbox } = useOutbox();
  const { t, language } = useGuestText();
  const isDefault = language === (event.languages?.default_language ?? DEFAULT_GUEST_LANGUAGE);
  const address = pendingShareAddress(
    window.location.origin,
    event.uuid,
    capture.clientId,
    isDefault ? null : language,
  );
  const channels = shareChannels(event);
  const showsQr = showsQrCode(event);
  const prints = printsCapture({ options: event.options, printing: event.printing ?? null }, capture.mediaType);
  const printing = prints && capture.file ? (event.printing ?? null) : null;

  return (
    <section className="kiosk-screen share-screen" aria-labelledby="share-title">
      <h1 id="share-title">{showsQr || channels.length > 0 ? t('kiosk.share.title') : t('kiosk.share.thanks')}</h1>
      <div className="share-screen__body">
        {showsQr && (
          <div className="share-screen__qr">
            <p className="share-screen__lead">{t('kiosk.share.scan')}</p>
            <QrCode value={address} label={t('kiosk.share.qrLabel')} />
            {sharesToInstagram(event) && <p className="share-screen__social">{t('kiosk.share.instagram')}</p>}
          </div>
        )}
        {!showsQr && channels.length === 0 && <p className="share-screen__lead">{t('kiosk.share.kept')}</p>}
        {channels.length > 0 && (
          <div className="share-screen__channels">
            {channels.map((kind) => (
              <ChannelForm
                key={kind}
                kind={kind}
                initial={(kind === 'email' ? guest?.email : guest?.phone) ?? ''}
                onSend={async (to) => {
                  await outbox.enqueueShare({
                    captureClientId: capture.clientId,
                    language,
                    ...(kind === 'email' ? { email: to } : { phone: to }),
                  });
                }}
              />
            ))}
          </div>
        )}
      </div>
      {printing && capture.file && (
        <PrintPanel printing={printing} captureClientId={capture.clientId} picture={capture.file} />
      )}
      <div className="kiosk-actions">
        <button type="button" className="kiosk-button" onClick={onDone}>
          {t('common.done')}
        </button>
      </div>
    </section>
  );
}
