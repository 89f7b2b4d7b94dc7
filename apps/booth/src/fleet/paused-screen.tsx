/** What guests see while the organiser has paused the booth from the Booths panel. */
import { useGuestText } from '@boothdeck/i18n/react';
import type { CSSProperties } from 'react';
import './paused-screen.css';

type Props = { title: string; background?: string | undefined; accent?: string | undefined };

export function PausedScreen({ title, background, accent }: Props) {
  const style = {
    ...(background ? { '--attract-image': `url("${background}")` } : {}),
    ...(accent ? { '--accent': accent } : {}),
  } as CSSProperties;
  const { t } = useGuestText();
  return (
    <main className="screen attract" style={style}>
      <div className="attract__content" role="status">
        <h1 className="attract__title">{t('kiosk.paused.title')}</h1>
        <p className="attract__subtitle">{t('kiosk.paused.text')}</p>
        <p className="paused__event">{title}</p>
      </div>
    </main>
  );
}
