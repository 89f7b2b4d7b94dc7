/** Why the camera is not working, with a button to try it again: the same on the set-up and capture screens. */
import type { CameraErrorReason } from '@boothdeck/capture';
import type { CatalogueKey } from '@boothdeck/i18n';
import { useGuestText } from '@boothdeck/i18n/react';

/** Each way a camera fails, as the guest's screens say it (set-up speaks English: the catalogue's English is the capture package's). */
const CAMERA_TEXTS: Record<CameraErrorReason, CatalogueKey> = {
  denied: 'kiosk.camera.denied',
  'not-found': 'kiosk.camera.notFound',
  'in-use': 'kiosk.camera.inUse',
  unplugged: 'kiosk.camera.unplugged',
  other: 'kiosk.camera.other',
};

export function CameraFailure({ reason, onRetry }: { reason: CameraErrorReason; onRetry: () => void }) {
  const { t } = useGuestText();
  return (
    <div className="notice notice--error" role="alert">
      <p>{t(CAMERA_TEXTS[reason])}</p>
      <button className="button" type="button" onClick={onRetry}>
        {t('kiosk.camera.tryAgain')}
      </button>
    </div>
  );
}
