/**
 * The guest looks at their shot and keeps it or takes it again. Keeping hands the file to the
 * queue first; only once it is stored on the device does the kiosk move on.
 */
import { useGuestText } from '@boothdeck/i18n/react';
import { useEffect, useState } from 'react';
import { failureTextOf } from '../outbox/index.ts';
import { isClip, type Shot } from './shot.ts';

type Props = {
  shot: Shot;
  /** Stores the shot in the queue; fails when the device cannot keep it (storage full). */
  onKeep: (shot: Shot) => Promise<void>;
  onRetake: () => void;
};

export function ReviewScreen({ shot, onKeep, onRetake }: Props) {
  const [url, setUrl] = useState<string | null>(null);
  const [posterUrl, setPosterUrl] = useState<string | undefined>(undefined);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const { t } = useGuestText();

  useEffect(() => {
    const address = URL.createObjectURL(shot.file);
    const poster = shot.poster ? URL.createObjectURL(shot.poster) : undefined;
    setUrl(address);
    setPosterUrl(poster);
    return () => {
      URL.revokeObjectURL(address);
      if (poster) URL.revokeObjectURL(poster);
    };
  }, [shot]);

  async function keep() {
    setSaving(true);
    setError(null);
    try {
      await onKeep(shot);
    } catch (failure) {
      setError(t(failureTextOf(failure, 'kiosk.review.keepFailed')));
      setSaving(false);
    }
  }

  return (
    <main className="screen review">
      <div className="review__media">
        {url &&
          (isClip(shot) ? (
            // A kiosk: the player's own menu would offer a guest the download, full screen and picture-in-picture.
            <video
              src={url}
              poster={posterUrl}
              autoPlay
              loop
              muted
              playsInline
              controls
              controlsList="nodownload nofullscreen noplaybackrate noremoteplayback"
              disablePictureInPicture
              disableRemotePlayback
              aria-label={t('kiosk.review.yourClip')}
            />
          ) : (
            <img src={url} alt={t('kiosk.review.yourCapture')} />
          ))}
      </div>
      <div className="review__controls">
        <h1>{t('kiosk.review.title')}</h1>
        {error && (
          <p className="notice notice--error" role="alert">
            {error}
          </p>
        )}
        <div className="actions">
          <button className="button button--primary button--big" type="button" onClick={keep} disabled={saving}>
            {saving ? t('kiosk.review.keeping') : t('kiosk.review.keep')}
          </button>
          <button className="button button--big" type="button" onClick={onRetake} disabled={saving}>
            {t('kiosk.review.retake')}
          </button>
        </div>
      </div>
    </main>
  );
}
