/** The operator's camera check: every camera the device has, a mirrored live view and a test shot. */
import type { CameraInfo } from '@boothdeck/capture';
import { useEffect, useId, useRef, useState } from 'react';
import { loadCapture, useCamera } from '../capture/index.ts';
import type { CameraFact } from '../readiness/index.ts';
import { CameraFailure } from '../ui/index.ts';

/** The camera as the device check reports it: the size the picture actually arrives in. */
export type CameraReport = CameraFact;

type Props = {
  cameraId?: string | undefined;
  onChoose: (cameraId: string) => void;
  /** Told whenever the camera opens, fails or changes size. */
  onReport?: (report: CameraReport) => void;
};

export function CameraCheck({ cameraId, onChoose, onReport }: Props) {
  const video = useRef<HTMLVideoElement>(null);
  const { state, retry } = useCamera(cameraId, video);
  const [cameras, setCameras] = useState<CameraInfo[]>([]);
  const [testShot, setTestShot] = useState<string | null>(null);
  const selectId = useId();

  // Cameras have names only once one has been opened, so list them when the camera is live.
  useEffect(() => {
    if (state.status !== 'live') return;
    void loadCapture()
      .then((capture) => capture.listCameras())
      .then(setCameras)
      .catch(() => setCameras([]));
  }, [state.status]);

  useEffect(() => () => void (testShot && URL.revokeObjectURL(testShot)), [testShot]);

  // What arrives in the video, not what the track claims: WebKit's settings can name a size it
  // does not deliver.
  useEffect(() => {
    if (!onReport) return;
    if (state.status !== 'live') return onReport(state);
    const element = video.current;
    const report = () => {
      const settings = state.camera.settings;
      const width = element?.videoWidth || settings.width || 0;
      const height = element?.videoHeight || settings.height || 0;
      onReport({ status: 'live', width, height });
    };
    report();
    element?.addEventListener('resize', report);
    element?.addEventListener('loadedmetadata', report);
    return () => {
      element?.removeEventListener('resize', report);
      element?.removeEventListener('loadedmetadata', report);
    };
  }, [state, onReport]);

  async function takeTestShot() {
    if (state.status !== 'live' || !video.current) return;
    const capture = await loadCapture();
    const still = await capture.grabStill(state.camera, video.current);
    const blob = await capture.composeStill(still, {}, { width: 640, height: 360, mirror: true });
    setTestShot(URL.createObjectURL(blob));
  }

  const activeId = cameraId ?? (state.status === 'live' ? state.camera.track.getSettings().deviceId : undefined);
  return (
    <div className="camera-check">
      {state.status === 'failed' && <CameraFailure reason={state.reason} onRetry={retry} />}
      {/* The view stays mounted (the camera plays into it) but takes no room while the camera is down. */}
      <div className="camera-check__views" hidden={state.status === 'failed'}>
        <div className="camera-check__live">
          <video ref={video} className="mirror" muted playsInline aria-label="Live camera view" />
          {state.status === 'opening' && <p className="overlay-text">Starting the camera…</p>}
        </div>
        {testShot && <img className="camera-check__shot" src={testShot} alt="Test shot" />}
      </div>
      {state.status === 'live' && (
        <p className="muted">
          {state.camera.settings.width} × {state.camera.settings.height}
        </p>
      )}
      <div className="field field--row">
        <label htmlFor={selectId}>Camera</label>
        <select id={selectId} value={activeId ?? ''} onChange={(change) => onChoose(change.target.value)}>
          {cameras.length === 0 && <option value="">The device’s camera</option>}
          {cameras.map((camera) => (
            <option key={camera.deviceId} value={camera.deviceId}>
              {camera.label}
            </option>
          ))}
        </select>
        <button className="button" type="button" onClick={takeTestShot} disabled={state.status !== 'live'}>
          Take a test shot
        </button>
      </div>
    </div>
  );
}
