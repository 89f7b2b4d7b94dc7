/**
 * The screen a guest walks up to: the event's branding, its languages to choose from (when it
 * offers more than one) and a big button for each mode it offers, in the chosen language.
 */
import type { BoothEvent, GuestLanguage } from '@boothdeck/contract';
import { LanguageSwitch, useGuestText } from '@boothdeck/i18n/react';
import type { CSSProperties } from 'react';
import type { BoothMode } from './booth-modes.ts';
import { boothModes } from './booth-modes.ts';
import { brandingOf } from './branding.ts';
import './language-switch.css';

type Props = {
  event: BoothEvent;
  onChoose: (mode: BoothMode) => void;
  /** The guest picks one of the event's languages; their session goes on in it. */
  onChooseLanguage?: (language: GuestLanguage) => void;
  /** A message for staff shown small at the bottom (storage nearly full, uploads refused…). */
  staffNotice?: string | null;
  /** False while the booth must not start a capture (no room to keep one); the guest is told to ask staff. */
  canCapture?: boolean;
};

export function AttractScreen({ event, onChoose, onChooseLanguage, staffNotice, canCapture = true }: Props) {
  const text = useGuestText();
  const { t } = text;
  const branding = brandingOf(event);
  const modes = boothModes(event, text);
  const style = {
    ...(branding.background ? { '--attract-image': `url("${branding.background}")` } : {}),
    ...(branding.accent ? { '--accent': branding.accent } : {}),
  } as CSSProperties;
  return (
    <main className="screen attract" style={style}>
      <div className="attract__content">
        {onChooseLanguage && event.languages && (
          <LanguageSwitch
            className="language-switch"
            buttonClassName="language-switch__button"
            languages={event.languages.languages}
            current={text.language}
            onChoose={onChooseLanguage}
          />
        )}
        {branding.logo && <img className="attract__logo" src={branding.logo} alt="" />}
        <h1 className="attract__title">{branding.title}</h1>
        {branding.subtitle && <p className="attract__subtitle">{branding.subtitle}</p>}
        {modes.length === 0 ? (
          <p className="notice notice--warning">{t('kiosk.attract.noModes')}</p>
        ) : (
          <>
            {canCapture ? (
              <p className="attract__call">{t('kiosk.attract.tap')}</p>
            ) : (
              <p className="attract__call" role="alert">
                {t('kiosk.attract.paused')}
              </p>
            )}
            <ul className="mode-list">
              {modes.map((mode) => (
                <li key={mode.key}>
                  <button
                    className="mode-button"
                    type="button"
                    onClick={() => onChoose(mode)}
                    disabled={!canCapture}
                    aria-describedby={`mode-hint-${mode.id}`}
                  >
                    <span className="mode-button__label">{mode.label}</span>
                    <span className="mode-button__hint" id={`mode-hint-${mode.id}`}>
                      {mode.hint}
                    </span>
                  </button>
                </li>
              ))}
            </ul>
          </>
        )}
        {staffNotice && (
          // Staff's line stays English, laid out as English even on a right-to-left page.
          <p className="notice notice--warning attract__staff" role="status" lang="en" dir="ltr">
            {staffNotice}
          </p>
        )}
      </div>
    </main>
  );
}
