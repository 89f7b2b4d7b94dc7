/**
 * Set-up, after sign-in: the event's pictures go into the offline cache (with a progress bar),
 * the operator picks the camera among all the device has and takes a test shot, and chooses
 * when guests fill in the event's form and whether videos take sound. The device check says what the device is ready for (and
 * asks the browser to keep the booth's storage). Starting the booth is a tap, so fullscreen is
 * allowed.
 */
import { useId, useState } from 'react';
import { ReadinessCheck } from '../readiness/index.ts';
import { type KioskRecord, type LeadTiming, signOutRefusal, updateSettings } from '../session/index.ts';
import { CameraCheck, type CameraReport } from './camera-check.tsx';
import type { AssetProgress } from './event-assets.ts';
import { MissingPictures } from './offline-pictures.tsx';
import { VideoSoundChoice } from './video-sound-choice.tsx';

type Props = {
  record: KioskRecord;
  /** How far the event's pictures are in the offline cache (null before it has looked). */
  pictures: AssetProgress | null;
  /** Captures not yet sent: signing out is refused while there are any. */
  pendingCount: number;
  /** Guests' details, vouchers and shares not yet sent: signing out is refused while there are any too. */
  pendingOthers?: number;
  onStart: () => void;
  onSignOut: () => void;
};

export function SetupScreen({
  record,
  pictures: progress,
  pendingCount,
  pendingOthers = 0,
  onStart,
  onSignOut,
}: Props) {
  const { event, settings } = record;
  const [refusal, setRefusal] = useState<string | null>(null);
  const [camera, setCamera] = useState<CameraReport>({ status: 'opening' });
  const timingId = useId();
  const idleId = useId();
  const usesForm = event.features.data_capture === 1 && !!event.event_form_builder;

  const finished = progress !== null && progress.done === progress.total;
  const percent = progress && progress.total > 0 ? Math.round((progress.done / progress.total) * 100) : 100;

  return (
    <main className="screen screen--form">
      <section className="panel panel--wide" aria-labelledby="setup-title">
        <h1 id="setup-title">{event.event_name}</h1>
        <p className="lead-text">
          {record.deviceName ? `${record.deviceName} · ` : ''}
          {event.venue_name}
        </p>

        <ReadinessCheck record={record} camera={camera} usesVideo={event.features.video === 1} />

        <h2>Pictures for offline use</h2>
        <progress className="progress" max={100} value={percent} aria-label="Pictures saved for offline use" />
        <p role="status">
          {progress === null
            ? 'Preparing…'
            : finished
              ? `${progress.total - progress.failed.length} of ${progress.total} pictures saved on this device.`
              : `Saving pictures: ${progress.done} of ${progress.total}…`}
        </p>
        <MissingPictures progress={progress} />

        <h2>Camera</h2>
        <CameraCheck
          cameraId={settings.cameraId}
          onChoose={(cameraId) => void updateSettings({ cameraId })}
          onReport={setCamera}
        />

        <h2>Booth settings</h2>
        {usesForm && (
          <div className="field">
            <label htmlFor={timingId}>Guests fill in the form</label>
            <select
              id={timingId}
              value={settings.leadTiming}
              onChange={(change) => void updateSettings({ leadTiming: change.target.value as LeadTiming })}
            >
              <option value="before">before their photo</option>
              <option value="after">after their photo</option>
            </select>
          </div>
        )}
        <div className="field">
          <label htmlFor={idleId}>Back to the start screen after</label>
          <select
            id={idleId}
            value={settings.idleSeconds}
            onChange={(change) => void updateSettings({ idleSeconds: Number(change.target.value) })}
          >
            {[30, 60, 120, 300].map((seconds) => (
              <option key={seconds} value={seconds}>
                {seconds < 120 ? `${seconds} seconds` : `${seconds / 60} minutes`} without a touch
              </option>
            ))}
          </select>
        </div>

        {event.features.video === 1 && (
          <VideoSoundChoice
            on={settings.videoSound === true}
            onChange={(videoSound) => void updateSettings({ videoSound })}
          />
        )}

        <div className="actions">
          <button className="button button--primary button--big" type="button" onClick={onStart}>
            Start the booth
          </button>
          <button
            className="button button--quiet"
            type="button"
            onClick={() => {
              const reason = signOutRefusal(pendingCount, pendingOthers);
              setRefusal(reason);
              if (!reason) onSignOut();
            }}
          >
            Sign out
          </button>
        </div>
        {refusal && (
          <p className="notice notice--warning" role="alert">
            {refusal}
          </p>
        )}
      </section>
    </main>
  );
}
