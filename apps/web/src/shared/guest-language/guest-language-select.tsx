/** A guest page's language choice: each of the event's languages named in itself. */
import { type GuestLanguage, LANGUAGE_NAMES } from '@boothdeck/contract/guest-languages';
import { useGuestText } from '@boothdeck/i18n/react';
import { NativeSelect } from '@mantine/core';

type Props = { languages: readonly GuestLanguage[]; onChoose: (language: GuestLanguage) => void };

export function GuestLanguageSelect({ languages, onChoose }: Props) {
  const { t, language } = useGuestText();
  return (
    <NativeSelect
      aria-label={t('common.language')}
      size="xs"
      value={language}
      onChange={(event) => onChoose(event.currentTarget.value as GuestLanguage)}
      data={languages.map((code) => ({ value: code, label: LANGUAGE_NAMES[code] }))}
      style={{ marginInlineStart: 'auto' }}
    />
  );
}
