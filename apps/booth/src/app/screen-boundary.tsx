/**
 * Keeps one broken screen from taking the kiosk down: an error while drawing the screen (or its
 * code failing to load, after its retries) is caught here, logged to the support export, and
 * reported so the kiosk can send the guest back to the start. Until the kiosk moves on (or when
 * there is nowhere to go: the start screen or set-up itself broke) it shows a way to try again;
 * the operator corner sits outside it and stays reachable.
 */
import { useGuestText } from '@boothdeck/i18n/react';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { recordFault } from '../support/index.ts';
import { loadFailedScreensAfresh } from './lazy-screen.tsx';

/** How long after the whole kiosk broke (not one screen) it reloads itself. */
export const KIOSK_RESTART_MS = 30_000;

type Props = {
  /** The screen's name, for the log. */
  where: string;
  onFailure?: (error: unknown) => void;
  children: ReactNode;
};

export class ScreenBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    recordFault(this.props.where, error, info.componentStack);
    loadFailedScreensAfresh();
    this.props.onFailure?.(error);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return <ScreenTrouble onTryAgain={() => this.setState({ failed: false })} />;
  }
}

/** The broken screen's place, in the guest's language on a guest's screen. */
function ScreenTrouble({ onTryAgain }: { onTryAgain: () => void }) {
  const { t } = useGuestText();
  return (
    <main className="screen screen--form">
      <section className="panel" aria-labelledby="screen-trouble-title">
        <h1 id="screen-trouble-title">{t('kiosk.trouble.title')}</h1>
        <p>{t('kiosk.trouble.text')}</p>
        <button className="button button--primary button--big" type="button" onClick={onTryAgain}>
          {t('kiosk.trouble.tryAgain')}
        </button>
      </section>
    </main>
  );
}
