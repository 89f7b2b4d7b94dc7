/** A row of the event's languages, each named in itself; the current one is pressed. */
import { type GuestLanguage, LANGUAGE_NAMES } from '@boothdeck/contract/guest-languages';
import { useGuestText } from './use-guest-text.ts';

type Props = {
  languages: readonly GuestLanguage[];
  current: GuestLanguage;
  onChoose: (language: GuestLanguage) => void;
  className?: string;
  buttonClassName?: string;
};

export function LanguageSwitch({ languages, current, onChoose, className, buttonClassName }: Props) {
  const { t } = useGuestText();
  if (languages.length < 2) return null;
  return (
    <nav className={className} aria-label={t('common.language')}>
      {languages.map((language) => (
        <button
          key={language}
          type="button"
          lang={language}
          className={buttonClassName}
          aria-pressed={language === current}
          onClick={() => onChoose(language)}
        >
          {LANGUAGE_NAMES[language]}
        </button>
      ))}
    </nav>
  );
}
