/**
 * The guest's prints on the share screen: a Print button with the copies they may ask for (1 to
 * the organiser's number), or, with auto-print, the prints made as the screen opens. The print
 * document is drawn at the paper's size and printed through the browser.
 */
import type { BoothEvent } from '@boothdeck/contract';
import { useGuestText } from '@boothdeck/i18n/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { failureTextOf, useOutbox } from '../outbox/index.ts';
import { artworkOf, type PrintRefusal, recordPrint } from './print-capture.ts';
import { PrintDocument } from './print-document.tsx';
import './print-panel.css';

type Printing = NonNullable<BoothEvent['printing']>;

type State =
  | { name: 'ready' }
  | { name: 'printing'; copies: number }
  | { name: 'printed'; copies: number }
  | { name: 'refused'; refusal: PrintRefusal };

/** Whether the event prints this capture: a photo (or strip), with printing on and set up. */
export const printsCapture = (event: Pick<BoothEvent, 'options' | 'printing'>, mediaType: string | undefined) =>
  event.options.printing === 1 && !!event.printing && mediaType === 'photo';

type Props = { printing: Printing; captureClientId: string; picture: Blob };

export function PrintPanel({ printing, captureClientId, picture }: Props) {
  const { outbox, snapshot } = useOutbox();
  const [copies, setCopies] = useState(printing.auto_print === 1 ? printing.copies : 1);
  const [state, setState] = useState<State>({ name: 'ready' });
  const [artwork, setArtwork] = useState<string | null>(null);
  const [documentCopies, setDocumentCopies] = useState(0);
  const started = useRef(false);
  const { t } = useGuestText();
  const latest = useRef(snapshot);
  latest.current = snapshot;

  const print = useCallback(
    async (count: number) => {
      setState({ name: 'printing', copies: count });
      try {
        const decision = await recordPrint(outbox, latest.current, {
          captureClientId,
          copies: count,
          limit: printing.print_limit,
        });
        if (!decision.print) return setState({ name: 'refused', refusal: decision });
        const address = await artworkOf(picture, printing);
        setDocumentCopies(count);
        setArtwork(address);
      } catch (error) {
        setState({ name: 'refused', refusal: { text: failureTextOf(error, 'kiosk.print.failed') } });
      }
    },
    [outbox, captureClientId, printing, picture],
  );

  // The document is on the page: once its pictures are decoded, the browser prints it.
  useEffect(() => {
    if (!artwork || state.name !== 'printing') return;
    let current = true;
    const images = [...document.querySelectorAll<HTMLImageElement>('.print-document img')];
    void Promise.all(images.map((image) => image.decode().catch(() => undefined))).then(() => {
      if (!current) return;
      window.print();
      setState({ name: 'printed', copies: state.copies });
    });
    return () => {
      current = false;
    };
  }, [artwork, state]);
  useEffect(() => () => void (artwork && URL.revokeObjectURL(artwork)), [artwork]);

  useEffect(() => {
    if (printing.auto_print !== 1 || started.current) return;
    started.current = true;
    void print(printing.copies);
  }, [printing, print]);

  return (
    <div className="print-panel">
      {state.name === 'ready' && printing.auto_print !== 1 && (
        <>
          {printing.copies > 1 && (
            <fieldset className="print-panel__copies">
              <legend className="print-panel__legend">{t('kiosk.print.copies')}</legend>
              <button
                type="button"
                className="kiosk-button kiosk-button--secondary print-panel__step"
                aria-label={t('kiosk.print.fewer')}
                disabled={copies <= 1}
                onClick={() => setCopies(copies - 1)}
              >
                −
              </button>
              <output aria-live="polite">{t('kiosk.print.count', { copies })}</output>
              <button
                type="button"
                className="kiosk-button kiosk-button--secondary print-panel__step"
                aria-label={t('kiosk.print.more')}
                disabled={copies >= printing.copies}
                onClick={() => setCopies(copies + 1)}
              >
                +
              </button>
            </fieldset>
          )}
          <button type="button" className="kiosk-button print-panel__print" onClick={() => void print(copies)}>
            {t('kiosk.print.print')}
          </button>
        </>
      )}
      {state.name === 'printing' && (
        <p className="kiosk-notice" role="status">
          {t('kiosk.print.printing', { copies: state.copies })}
        </p>
      )}
      {state.name === 'printed' && (
        <p className="kiosk-notice kiosk-notice--good" role="status">
          {t('kiosk.print.printed', { copies: state.copies })}
        </p>
      )}
      {state.name === 'refused' && (
        <p className="kiosk-notice kiosk-notice--alert" role="alert">
          {'text' in state.refusal ? t(state.refusal.text) : state.refusal.message}
        </p>
      )}
      {artwork && <PrintDocument paper={printing.paper} artwork={artwork} copies={documentCopies} />}
    </div>
  );
}
