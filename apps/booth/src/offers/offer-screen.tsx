/**
 * A voucher for the guest when the event gives out offers: the offer, then, at the guest's
 * word, a voucher requested through the outbox (`POST /booth/vouchers`, its own client_id, so
 * a retry never takes a second use of the offer). Online, its page is shown as a QR code as
 * soon as the server answers; the guest may also have it sent by e-mail or SMS. Offline the
 * voucher cannot be shown, so it is queued only for a guest who gives an address to send it to.
 */
import type { BoothEvent, IncentiveOffer } from '@boothdeck/contract';
import { useGuestText } from '@boothdeck/i18n/react';
import { ruleText } from '@boothdeck/i18n/rule-texts';
import { type FormEvent, useState } from 'react';
import { failureTextOf, useOutbox } from '../outbox/index.ts';
import { ContactField, type ContactKind, checkContact, QrCode } from '../ui/index.ts';
import '../ui/kiosk-ui.css';
import './offer-screen.css';

/** How long the guest waits for the voucher's page before being told it will be sent. */
export const VOUCHER_WAIT_MS = 10_000;

type OfferEvent = Pick<BoothEvent, 'options' | 'incentive_offer' | 'incentive_details'> &
  Partial<Pick<BoothEvent, 'languages'>>;
type Guest = { leadClientId?: string | null; email?: string | null; phone?: string | null };

type Props = {
  event: OfferEvent;
  /** The lead the guest just left, when they filled in the form: the voucher is tied to it and its contacts offered. */
  lead?: Guest | null;
  onDone: () => void;
};

type Stage =
  | { step: 'offer' }
  | { step: 'waiting' }
  | { step: 'shown'; pageUrl: string; sentTo: string[] }
  | { step: 'queued'; sentTo: string[] }
  | { step: 'refused'; message: string };

/** The offer a guest gets here: the first one not yet expired. */
export function currentOffer(event: OfferEvent, now = Date.now()): IncentiveOffer | null {
  if (event.options.incentive_offer !== 1) return null;
  return event.incentive_offer?.find((offer) => Date.parse(offer.expire_at) > now) ?? null;
}

export function OfferScreen({ event, lead = null, onDone }: Props) {
  const { outbox, snapshot } = useOutbox();
  const offer = currentOffer(event);
  const channels: ContactKind[] = [
    ...(event.options.email === 1 ? (['email'] as const) : []),
    ...(event.options.text_messaging === 1 ? (['phone'] as const) : []),
  ];
  const [contacts, setContacts] = useState<Record<ContactKind, string>>({
    email: lead?.email ?? '',
    phone: lead?.phone ?? '',
  });
  const [wanted, setWanted] = useState<Record<ContactKind, boolean>>({ email: false, phone: false });
  const [errors, setErrors] = useState<Partial<Record<ContactKind, string>>>({});
  const [stage, setStage] = useState<Stage>({ step: 'offer' });
  const [problem, setProblem] = useState<string | null>(null);
  const text = useGuestText();
  const { t, language } = text;
  const listOf = (addresses: string[]) => new Intl.ListFormat(language, { type: 'conjunction' }).format(addresses);
  const terms =
    event.languages?.translated_texts[language]?.offer_terms?.trim() || event.incentive_details?.description;

  if (!offer) {
    return (
      <section className="kiosk-screen">
        <p className="kiosk-notice">{t('kiosk.offer.none')}</p>
        <div className="kiosk-actions">
          <button type="button" className="kiosk-button" onClick={onDone}>
            {t('common.continue')}
          </button>
        </div>
      </section>
    );
  }

  async function getVoucher(submitted: FormEvent) {
    submitted.preventDefault();
    if (!offer) return;
    const checked: Partial<Record<ContactKind, string>> = {};
    const found: Partial<Record<ContactKind, string>> = {};
    for (const kind of channels) {
      if (!wanted[kind]) continue;
      const result = checkContact(kind, contacts[kind], text);
      if ('error' in result) found[kind] = result.error;
      else checked[kind] = result.value;
    }
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const sentTo = Object.values(checked);
    if (!snapshot.online && sentTo.length === 0) {
      setProblem(t(channels.length > 0 ? 'kiosk.offer.offlineSendIt' : 'kiosk.offer.offline'));
      return;
    }
    setProblem(null);
    setStage({ step: 'waiting' });
    try {
      const id = await outbox.enqueueVoucher({
        offerId: offer.id,
        afterLead: lead?.leadClientId ?? null,
        sendEmail: checked.email,
        sendSms: checked.phone,
        language,
      });
      const item = await outbox.whenSettled(id, snapshot.online ? VOUCHER_WAIT_MS : 0);
      const pageUrl = item?.status === 'sent' ? item.reply?.voucher?.page_url : undefined;
      if (pageUrl) setStage({ step: 'shown', pageUrl, sentTo });
      else if (item?.status === 'failed')
        setStage({ step: 'refused', message: item.reason ? ruleText(item.reason, text) : t('kiosk.offer.refused') });
      else if (sentTo.length > 0) setStage({ step: 'queued', sentTo });
      else setStage({ step: 'refused', message: t('kiosk.offer.slow') });
    } catch (error) {
      setStage({ step: 'offer' });
      setProblem(t(failureTextOf(error, 'kiosk.offer.requestFailed')));
    }
  }

  const done = (
    <div className="kiosk-actions">
      <button type="button" className="kiosk-button" onClick={onDone}>
        {t('common.done')}
      </button>
    </div>
  );

  return (
    <section className="kiosk-screen offer-screen" aria-labelledby="offer-title" aria-live="polite">
      <h1 id="offer-title">{offer.offer_name}</h1>
      {terms && stage.step === 'offer' && <p className="offer-screen__details">{terms}</p>}

      {stage.step === 'offer' && (
        <form noValidate onSubmit={getVoucher} className="offer-screen__form">
          {channels.map((kind) => (
            <div key={kind} className="offer-screen__channel">
              <label className="kiosk-choice">
                <input
                  type="checkbox"
                  checked={wanted[kind]}
                  onChange={(event) => setWanted((current) => ({ ...current, [kind]: event.target.checked }))}
                />
                <span>{t(kind === 'email' ? 'kiosk.offer.alsoEmail' : 'kiosk.offer.alsoSms')}</span>
              </label>
              {wanted[kind] && (
                <ContactField
                  kind={kind}
                  value={contacts[kind]}
                  error={errors[kind]}
                  onChange={(value) => setContacts((current) => ({ ...current, [kind]: value }))}
                />
              )}
            </div>
          ))}
          {problem && (
            <p className="kiosk-notice" role="alert">
              {problem}
            </p>
          )}
          <div className="kiosk-actions">
            <button type="submit" className="kiosk-button">
              {t('kiosk.offer.get')}
            </button>
            <button type="button" className="kiosk-button kiosk-button--secondary" onClick={onDone}>
              {t('kiosk.offer.noThanks')}
            </button>
          </div>
        </form>
      )}

      {stage.step === 'waiting' && <p className="offer-screen__waiting">{t('kiosk.offer.waiting')}</p>}

      {stage.step === 'shown' && (
        <>
          <p className="offer-screen__lead">{t('kiosk.offer.scan')}</p>
          <QrCode value={stage.pageUrl} label={t('kiosk.offer.qrLabel')} />
          {stage.sentTo.length > 0 && (
            <p className="kiosk-notice kiosk-notice--good">
              {t('kiosk.offer.alsoSending', { to: listOf(stage.sentTo) })}
            </p>
          )}
          {done}
        </>
      )}

      {stage.step === 'queued' && (
        <>
          <p className="kiosk-notice kiosk-notice--good">
            {t(snapshot.online ? 'kiosk.offer.sendingSoon' : 'kiosk.offer.sendingWhenOnline', {
              to: listOf(stage.sentTo),
            })}
          </p>
          {done}
        </>
      )}

      {stage.step === 'refused' && (
        <>
          <p className="kiosk-notice kiosk-notice--alert" role="alert">
            {stage.message}
          </p>
          {done}
        </>
      )}
    </section>
  );
}
