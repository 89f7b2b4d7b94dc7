/** The screen a guest walks up to: the event's branding and a big button for each mode it offers. */
import type { BoothEvent } from '@boothdeck/contract';
import type { CSSProperties } from 'react';
import type { BoothMode } from './booth-modes.ts';
import { boothModes } from './booth-modes.ts';
import { brandingOf } from './branding.ts';

type Props = {
  event: BoothEvent;
  onChoose: (mode: BoothMode) => void;
  /** A message for staff shown small at the bottom (storage nearly full, uploads refused…). */
  staffNotice?: string | null;
  /** False while the booth must not start a capture (no room to keep one); the guest is told to ask staff. */
  canCapture?: boolean;
};

/** What a guest reads while the booth cannot take a capture; the staff notice below says why. */
export const GUEST_PAUSED = 'The booth is taking a short break. Please ask a member of staff.';

export function AttractScreen({ event, onChoose, staffNotice, canCapture = true }: Props) {
  const branding = brandingOf(event);
  const modes = boothModes(event);
  const style = {
    ...(branding.background ? { '--attract-image': `url("${branding.background}")` } : {}),
    ...(branding.accent ? { '--accent': branding.accent } : {}),
  } as CSSProperties;
  return (
    <main className="screen attract" style={style}>
      <div className="attract__content">
        {branding.logo && <img className="attract__logo" src={branding.logo} alt="" />}
        <h1 className="attract__title">{branding.title}</h1>
        {branding.subtitle && <p className="attract__subtitle">{branding.subtitle}</p>}
        {modes.length === 0 ? (
          <p className="notice notice--warning">This event has no capture mode switched on.</p>
        ) : (
          <>
            {canCapture ? (
              <p className="attract__call">Tap to start</p>
            ) : (
              <p className="attract__call" role="alert">
                {GUEST_PAUSED}
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
          <p className="notice notice--warning attract__staff" role="status">
            {staffNotice}
          </p>
        )}
      </div>
    </main>
  );
}
