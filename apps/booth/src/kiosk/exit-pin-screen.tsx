/**
 * Before the operator's screen opens: the organiser's Exit From App PIN when the event has it
 * on (checked by the server), else the event's admin password, which is also what works
 * offline (checked against its hash kept on the device). Wrong codes in a row earn a growing
 * pause, kept across reloads (exit-attempts.ts).
 */

import { boothCalls } from '@boothdeck/contract/call-addresses';
import { useCallback, useEffect, useRef, useState } from 'react';
import { boothClient, type KioskRecord } from '../session/index.ts';
import { clearAttempts, describePause, readAttempts, recordWrongCode, remainingPause } from './exit-attempts.ts';
import { checkExitCode, exitCodeLabel } from './exit-check.ts';

type Props = { record: KioskRecord; onValid: () => void; onCancel: () => void };

const KEYS = ['1', '2', '3', '4', '5', '6', '7', '8', '9', 'clear', '0', 'back'] as const;

export function ExitPinScreen({ record, onValid, onCancel }: Props) {
  const [code, setCode] = useState('');
  const [message, setMessage] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);
  const online = typeof navigator === 'undefined' ? true : navigator.onLine;
  const [pause, setPause] = useState(() => remainingPause(readAttempts(), Date.now()));
  // A check still running when the screen closes (the operator cancelled) changes nothing.
  const isShown = useRef(true);
  useEffect(() => {
    isShown.current = true;
    return () => {
      isShown.current = false;
    };
  }, []);
  const paused = pause > 0;

  // Counts the pause down, second by second, until codes may be tried again.
  useEffect(() => {
    if (!paused) return;
    const tick = setInterval(() => setPause(remainingPause(readAttempts(), Date.now())), 1000);
    return () => clearInterval(tick);
  }, [paused]);

  const press = useCallback((key: (typeof KEYS)[number]) => {
    setMessage(null);
    if (key === 'clear') setCode('');
    else if (key === 'back') setCode((current) => current.slice(0, -1));
    else setCode((current) => (current.length < 4 ? current + key : current));
  }, []);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (/^\d$/.test(event.key)) press(event.key as (typeof KEYS)[number]);
      else if (event.key === 'Backspace') press('back');
      else if (event.key === 'Escape') onCancel();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onCancel, press]);

  useEffect(() => {
    if (code.length !== 4 || checking) return;
    if (remainingPause(readAttempts(), Date.now()) > 0) {
      setCode('');
      return;
    }
    setChecking(true);
    void checkExitCode(code, {
      exitApp: record.event.exit_app,
      passwordHash: record.passwordHash,
      checkPin: async (pin) => (await boothClient.call(boothCalls.exitPin, { body: { pin } })).valid,
    }).then((result) => {
      if (!isShown.current) return;
      setChecking(false);
      if (result === 'valid') {
        clearAttempts();
        return onValid();
      }
      if (result === 'wrong') setPause(remainingPause(recordWrongCode(Date.now()), Date.now()));
      setCode('');
      setMessage(
        result === 'too-many' ? 'Too many wrong tries. Please wait a few minutes.' : 'That is not right. Try again.',
      );
    });
  }, [code, checking, record, onValid]);

  return (
    <main className="screen screen--form">
      <section className="panel pin-panel" aria-labelledby="pin-title">
        <h1 id="pin-title">Staff only</h1>
        <p>{exitCodeLabel(record.event.exit_app, online)}</p>
        <output className="pin-dots" aria-label={`${code.length} of 4 digits entered`}>
          {[0, 1, 2, 3].map((index) => (
            <span key={index} className={index < code.length ? 'pin-dot pin-dot--filled' : 'pin-dot'} />
          ))}
        </output>
        {paused ? (
          <p className="notice notice--error" role="alert">
            Too many wrong codes. Try again in {describePause(pause)}.
          </p>
        ) : (
          message && (
            <p className="notice notice--error" role="alert">
              {message}
            </p>
          )
        )}
        <div className="pin-pad">
          {KEYS.map((key) => (
            <button
              key={key}
              type="button"
              className="pin-pad__key"
              onClick={() => press(key)}
              disabled={checking || paused}
              aria-label={key === 'back' ? 'Delete a digit' : key === 'clear' ? 'Clear' : key}
            >
              {key === 'back' ? '⌫' : key === 'clear' ? 'C' : key}
            </button>
          ))}
        </div>
        <button className="button button--big" type="button" onClick={onCancel}>
          Back to the booth
        </button>
      </section>
    </main>
  );
}
