/**
 * The event's data-capture form on the booth: its fields as the organiser built them, the terms
 * the guest agrees to and the marketing choice. The answers are checked on the device by the
 * same rules as the server's, then queued in the outbox (`POST /booth/leads`) before the guest
 * is thanked, so a guest never waits for the network.
 */
import {
  type BoothEvent,
  checkLeadAnswers,
  type EventFormBuilder,
  FORM_LABEL_PREFIX,
  type GuestLanguage,
  isPhoneField,
  type LeadAnswer,
} from '@boothdeck/contract';
import { useGuestText } from '@boothdeck/i18n/react';
import { ruleText } from '@boothdeck/i18n/rule-texts';
import { type FormEvent, useId, useState } from 'react';
import { failureTextOf, useOutbox } from '../outbox/index.ts';
import { marketingText, termsText } from './consent-text.ts';
import { type AnswerValue, errorIdOf, LeadField } from './lead-field.tsx';
import '../ui/kiosk-ui.css';
import './lead-form.css';

/** What the next screens need from a lead: its outbox id and the guest's e-mail and phone, when given. */
export type LeadResult = { leadClientId: string; email: string | null; phone: string | null };

type Props = {
  event: Pick<BoothEvent, 'event_name' | 'event_form_builder'> & Partial<Pick<BoothEvent, 'languages'>>;
  /** The capture the guest was shown, when the form comes after it. */
  afterCapture?: string | null;
  onDone: (lead: LeadResult) => void;
  /** Offers a way past the form when given. */
  onSkip?: () => void;
};

/** The organiser's own text in the guest's language, when they gave one (else the caller's default-language text). */
const translatedOf =
  (event: Partial<Pick<BoothEvent, 'languages'>>, language: GuestLanguage) =>
  (key: string): string | undefined =>
    event.languages?.translated_texts[language]?.[key]?.trim() || undefined;

function contactOf(form: EventFormBuilder, values: Record<string, string | number | string[]>) {
  const text = (name: string | undefined) => {
    const value = name === undefined ? undefined : values[name];
    return typeof value === 'string' && value !== '' ? value : null;
  };
  return {
    email: text(form.form_data.find((field) => field.type === 'email' && !isPhoneField(field))?.name),
    phone: text(form.form_data.find(isPhoneField)?.name),
  };
}

export function LeadForm({ event, afterCapture = null, onDone, onSkip }: Props) {
  const { outbox } = useOutbox();
  const form = event.event_form_builder;
  const [answers, setAnswers] = useState<Record<string, AnswerValue>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [agreed, setAgreed] = useState(false);
  const [marketing, setMarketing] = useState(false);
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const termsId = useId();
  const text = useGuestText();
  const { t } = text;
  const translated = translatedOf(event, text.language);

  if (!form || form.form_data.length === 0) {
    return (
      <section className="kiosk-screen">
        <p className="kiosk-notice">{t('kiosk.form.noForm')}</p>
      </section>
    );
  }
  const terms = translated('consent_terms') ?? termsText(event.event_name, text);

  async function submit(submitted: FormEvent) {
    submitted.preventDefault();
    if (!form || saving) return;
    const given: Record<string, LeadAnswer> = {};
    for (const field of form.form_data) {
      const answer = answers[field.name];
      if (answer !== undefined && !(Array.isArray(answer) && answer.length === 0)) given[field.name] = answer;
    }
    const checked = checkLeadAnswers(form, given);
    const found: Record<string, string> = {};
    for (const [key, texts] of Object.entries(checked.errors))
      found[key.replace(/^values\./, '')] = ruleText(texts[0] ?? '', text);
    if (!agreed) found.__terms = t('kiosk.form.termsRequired');
    setErrors(found);
    const firstInvalid = form.form_data.find((field) => found[field.name])?.name ?? (found.__terms ? '__terms' : null);
    if (firstInvalid) {
      document.querySelector<HTMLElement>(`[data-field="${firstInvalid}"]`)?.focus();
      return;
    }
    setSaving(true);
    setFailure(null);
    try {
      const leadClientId = await outbox.enqueueLead({
        values: checked.values,
        consent: { terms_text: terms, marketing, agreed_at: new Date().toISOString() },
        language: text.language,
        afterCapture,
      });
      onDone({ leadClientId, ...contactOf(form, checked.values) });
    } catch (error) {
      setFailure(t(failureTextOf(error, 'kiosk.form.saveFailed')));
      setSaving(false);
    }
  }

  return (
    <section className="kiosk-screen lead-form" aria-labelledby="lead-form-title">
      <h1 id="lead-form-title">{translated('form_name') ?? (form.form_name || t('kiosk.form.title'))}</h1>
      <form noValidate onSubmit={submit} className="lead-form__form">
        {form.form_data.map((field) => (
          <LeadField
            key={field.name}
            field={{ ...field, label: translated(`${FORM_LABEL_PREFIX}${field.name}`) ?? field.label }}
            value={answers[field.name]}
            error={errors[field.name]}
            onChange={(value) => setAnswers((current) => ({ ...current, [field.name]: value }))}
          />
        ))}
        <div className="lead-form__consent">
          <p id={termsId} className="lead-form__terms">
            {terms}
          </p>
          <label className="kiosk-choice">
            <input
              type="checkbox"
              checked={agreed}
              data-field="__terms"
              aria-describedby={errors.__terms ? `${termsId} ${errorIdOf('__terms')}` : termsId}
              aria-invalid={errors.__terms ? true : undefined}
              onChange={(changed) => setAgreed(changed.target.checked)}
            />
            <span>{t('kiosk.form.agree')}</span>
          </label>
          {errors.__terms && (
            <p id={errorIdOf('__terms')} className="kiosk-error">
              {errors.__terms}
            </p>
          )}
          <label className="kiosk-choice">
            <input type="checkbox" checked={marketing} onChange={(changed) => setMarketing(changed.target.checked)} />
            <span>{marketingText(event.event_name, text)}</span>
          </label>
        </div>
        {failure && (
          <p className="kiosk-notice kiosk-notice--alert" role="alert">
            {failure}
          </p>
        )}
        <div className="kiosk-actions">
          <button type="submit" className="kiosk-button" disabled={saving}>
            {t('kiosk.form.send')}
          </button>
          {onSkip && (
            <button type="button" className="kiosk-button kiosk-button--secondary" onClick={onSkip}>
              {t('common.skip')}
            </button>
          )}
        </div>
      </form>
    </section>
  );
}
