/**
 * A guest's e-mail address or mobile number for something the booth sends them, checked by the
 * same rules as the server's (the contract's share fields) before it is queued.
 */
import { shareEmailField, sharePhoneField } from '@boothdeck/contract';
import type { GuestText } from '@boothdeck/i18n';
import { englishText, useGuestText } from '@boothdeck/i18n/react';
import { ruleText } from '@boothdeck/i18n/rule-texts';
import { useId } from 'react';
import './kiosk-ui.css';

export type ContactKind = 'email' | 'phone';

/** The address as the server keeps it, or the message to show, in the guest's language. */
export function checkContact(
  kind: ContactKind,
  typed: string,
  { t }: GuestText = englishText(),
): { value: string } | { error: string } {
  const parsed = (kind === 'email' ? shareEmailField : sharePhoneField).safeParse(typed);
  if (parsed.success) return { value: parsed.data };
  return { error: ruleText(parsed.error.issues[0]?.message ?? '', { t }) };
}

type Props = {
  kind: ContactKind;
  value: string;
  error?: string | null;
  onChange: (value: string) => void;
  label?: string;
};

export function ContactField({ kind, value, error, onChange, label }: Props) {
  const id = useId();
  const { t } = useGuestText();
  return (
    <div className="kiosk-field">
      <label htmlFor={id} className="kiosk-field__label">
        {label ?? t(kind === 'email' ? 'kiosk.contact.email' : 'kiosk.contact.phone')}
      </label>
      <input
        id={id}
        className="kiosk-input"
        type={kind === 'email' ? 'email' : 'tel'}
        inputMode={kind === 'email' ? 'email' : 'tel'}
        autoComplete={kind === 'email' ? 'email' : 'tel'}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      {error && (
        <p id={`${id}-error`} className="kiosk-error">
          {error}
        </p>
      )}
    </div>
  );
}
