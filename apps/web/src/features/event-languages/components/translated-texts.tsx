/**
 * The organiser's texts in one of the event's other languages: each left empty falls back to the
 * text the option step has (the default language's).
 */
import type { GuestLanguage, TranslatableText, TranslatedTexts } from '@boothdeck/contract/guest-languages';
import { Stack, Textarea, TextInput } from '@mantine/core';

const FIELDS: { key: TranslatableText; label: string; long?: boolean }[] = [
  { key: 'share_email_subject', label: 'Share e-mail subject' },
  { key: 'share_email_body', label: 'Share e-mail message', long: true },
  { key: 'share_email_button', label: 'Share e-mail button' },
  { key: 'share_sms', label: 'Share SMS text', long: true },
  { key: 'consent_terms', label: 'Consent terms on the booth form', long: true },
  { key: 'offer_terms', label: 'Offer terms', long: true },
  { key: 'form_name', label: 'Form title' },
];

type Props = {
  language: GuestLanguage;
  texts: TranslatedTexts;
  onChange: (texts: TranslatedTexts) => void;
};

export function TranslatedTextsFields({ language, texts, onChange }: Props) {
  const own = texts[language] ?? {};
  const set = (key: string, value: string) => onChange({ ...texts, [language]: { ...own, [key]: value } });
  return (
    <Stack gap="xs" lang={language}>
      {FIELDS.map(({ key, label, long }) => {
        const Field = long ? Textarea : TextInput;
        return (
          <Field
            key={key}
            label={label}
            placeholder="Empty: the step's own text"
            value={own[key] ?? ''}
            autosize={long ? true : undefined}
            onChange={(event) => set(key, event.currentTarget.value)}
          />
        );
      })}
    </Stack>
  );
}
