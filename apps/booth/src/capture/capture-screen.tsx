/**
 * The guest's capture: a live mirrored preview shaped like the result, their choice of frame,
 * filter and prop drawn over it, a countdown, a flash, and then the finished shot for review.
 */
import type { LookChoices } from '@boothdeck/capture';
import type { BoothEvent } from '@boothdeck/contract';
import type { CatalogueKey } from '@boothdeck/i18n';
import { useGuestText } from '@boothdeck/i18n/react';
import { type CSSProperties, useEffect, useMemo, useRef, useState } from 'react';
import type { BoothMode } from '../attract/index.ts';
import { CameraFailure } from '../ui/index.ts';
import { BackdropPreview } from './backdrop/backdrop-preview.tsx';
import { useBackdrops } from './backdrop/use-backdrops.ts';
import { captureFailureText } from './capture-failure.ts';
import { useImageShape } from './image-shape.ts';
import { loadCapture } from './load-capture.ts';
import { lookOptions, PROP_PLACEMENT } from './look-options.ts';
import { type LookChoice, LookPicker } from './look-picker.tsx';
import type { Shot } from './shot.ts';
import { stripShotsOf } from './strip-session.ts';
import { takeShot } from './take-shot.ts';
import { useCamera } from './use-camera.ts';

type Props = {
  event: BoothEvent;
  mode: BoothMode;
  cameraId?: string | undefined;
  /** Videos are recorded with the guest's sound. */
  videoSound?: boolean | undefined;
  /** The frame, filter, prop and backdrop the guest chose before a retake: kept for the next try. */
  initialChoice?: LookChoice | undefined;
  onShot: (shot: Shot, choice: LookChoice) => void;
  onCancel: () => void;
};

type Phase =
  | { name: 'ready' }
  | { name: 'countdown'; seconds: number; shot: number }
  | { name: 'recording'; endsAt: number }
  | { name: 'processing' }
  | { name: 'failed'; text: CatalogueKey };

const FLASH_MS = 300;

export function CaptureScreen({ event, mode, cameraId, videoSound, initialChoice = {}, onShot, onCancel }: Props) {
  const video = useRef<HTMLVideoElement>(null);
  const { t } = useGuestText();
  const { state: camera, retry } = useCamera(cameraId, video);
  const [phase, setPhase] = useState<Phase>({ name: 'ready' });
  const [flash, setFlash] = useState(false);
  const [choice, setChoice] = useState<LookChoice>(initialChoice);
  const [cssFilter, setCssFilter] = useState('none');
  const options = useMemo(() => lookOptions(event), [event]);
  const abort = useRef<AbortController | null>(null);
  const isStill = mode.id === 'photo';
  const stripShots = isStill ? stripShotsOf(event) : null;
  // A clip is recorded as the camera sees it: no frame, filter or prop is offered for it.
  const isClipMode = mode.id === 'video';
  // A strip's shots take no screen frame: the print frame covers the whole strip.
  const frames = isStill && !stripShots ? options.frames : [];
  // A backdrop is put behind the guest in a photo; animations and clips are taken as the camera sees them.
  const backdrops = useBackdrops(isStill ? options.backdrops : [], choice.backdropId);

  useEffect(() => () => abort.current?.abort(), []);

  // Only the filters this device can draw with the contract's matrices are offered.
  const [drawable, setDrawable] = useState<Set<number>>(new Set());
  useEffect(() => {
    let current = true;
    void loadCapture().then(({ contractFilterOf }) => {
      const ids = (event.filter ?? []).filter((each) => contractFilterOf(each)).map((each) => each.color_filter_id);
      if (current) setDrawable(new Set(ids));
    });
    return () => {
      current = false;
    };
  }, [event.filter]);

  // The preview shows the same colour matrix the photo gets.
  useEffect(() => {
    const filter = event.filter?.find((each) => each.color_filter_id === choice.filterId);
    if (!filter) return setCssFilter('none');
    let current = true;
    void loadCapture().then(({ contractFilterOf, installColorFilter }) => {
      const definition = contractFilterOf(filter);
      if (current) setCssFilter(definition ? installColorFilter(definition.slug) : 'none');
    });
    return () => {
      current = false;
    };
  }, [choice.filterId, event.filter]);

  async function shoot() {
    if (camera.status !== 'live' || !video.current) return;
    const controller = new AbortController();
    abort.current = controller;
    const choices: LookChoices = {};
    if (choice.frameId !== undefined && isStill) choices.frameId = choice.frameId;
    if (choice.filterId !== undefined) choices.filterId = choice.filterId;
    if (choice.propId !== undefined) choices.props = [{ propId: choice.propId, ...PROP_PLACEMENT }];
    try {
      const backdrop = isStill ? backdrops.chosen : null;
      const shot = await takeShot(mode, event, { look: choices, backdrop, videoSound }, camera.camera, video.current, {
        signal: controller.signal,
        onCountdown: (seconds, shot) => setPhase({ name: 'countdown', seconds, shot }),
        onFlash: () => {
          setFlash(true);
          setTimeout(() => setFlash(false), FLASH_MS);
        },
        onRecording: (durationMs) => setPhase({ name: 'recording', endsAt: Date.now() + durationMs }),
        onProcessing: () => setPhase({ name: 'processing' }),
      });
      if (!controller.signal.aborted) onShot(shot, choice);
    } catch (error) {
      if (controller.signal.aborted) return;
      const text = await captureFailureText(error);
      if (!controller.signal.aborted) setPhase({ name: 'failed', text });
    }
  }

  const busy = phase.name !== 'ready' && phase.name !== 'failed';
  const frame = frames.find((each) => each.id === choice.frameId);
  const prop = options.props.find((each) => each.id === choice.propId);
  // The preview has the result's shape: a photo with a frame takes the frame's, else the camera's; an animation is square.
  const frameShape = useImageShape(frame?.image);
  const cameraShape = camera.status === 'live' && camera.camera.settings.height > 0 ? camera.camera.settings : null;
  const stripShape = useStripShape(stripShots);
  const stillShape = stripShots ? stripShape : frameShape;
  const shape = isStill && stillShape ? stillShape : isStill || isClipMode ? cameraShape : { width: 1, height: 1 };
  const aspect = shape ? `${shape.width} / ${shape.height}` : '16 / 9';

  return (
    <main className="screen capture">
      <div className="capture__stage">
        <div className="preview" style={{ '--aspect': aspect } as CSSProperties}>
          <video
            ref={video}
            className="preview__video mirror"
            style={{ filter: cssFilter }}
            muted
            playsInline
            aria-label={t('kiosk.capture.liveView')}
          />
          {backdrops.chosen && (
            <BackdropPreview video={video} segmenter={backdrops.chosen.segmenter} backdrop={backdrops.chosen.image} />
          )}
          {prop && (
            <img
              className="preview__prop"
              src={prop.image}
              alt=""
              style={{
                left: `${PROP_PLACEMENT.x * 100}%`,
                top: `${PROP_PLACEMENT.y * 100}%`,
                width: `${PROP_PLACEMENT.width * 100}%`,
                height: `${PROP_PLACEMENT.height * 100}%`,
              }}
            />
          )}
          {frame && <img className="preview__frame" src={frame.image} alt="" />}
          {phase.name === 'countdown' && (
            <div className="countdown" aria-live="assertive">
              <span className="countdown__number">{phase.seconds}</span>
              {mode.frames && mode.id === 'gif' ? (
                <span className="countdown__of">
                  {t('kiosk.capture.photoOf', { shot: phase.shot + 1, frames: mode.frames })}
                </span>
              ) : null}
              {stripShots ? (
                <span className="countdown__of">
                  {t('kiosk.capture.photoOf', { shot: phase.shot + 1, frames: stripShots })}
                </span>
              ) : null}
            </div>
          )}
          {phase.name === 'recording' && <RecordingBadge endsAt={phase.endsAt} />}
          {phase.name === 'processing' && (
            <div className="countdown" role="status">
              <span className="countdown__text">{t('common.oneMoment')}</span>
            </div>
          )}
          {camera.status === 'opening' && <p className="overlay-text">{t('kiosk.capture.startingCamera')}</p>}
          {flash && <div className="flash" aria-hidden="true" />}
        </div>
      </div>

      <div className="capture__controls">
        <div className="capture__choices">
          <h1 className="capture__title">{mode.label}</h1>
          <p className="muted">{mode.hint}</p>
          {camera.status === 'failed' && <CameraFailure reason={camera.reason} onRetry={retry} />}
          {phase.name === 'failed' && (
            <p className="notice notice--error" role="alert">
              {t(phase.text)}
            </p>
          )}
          <LookPicker
            frames={frames}
            filters={isClipMode ? [] : options.filters.filter((filter) => drawable.has(filter.id))}
            props={isClipMode ? [] : options.props}
            backdrops={backdrops.offered}
            choice={choice}
            onChange={setChoice}
            disabled={busy}
          />
        </div>
        <div className="actions capture__actions">
          <button
            className="button button--primary button--big"
            type="button"
            onClick={() => void shoot()}
            disabled={busy || camera.status !== 'live'}
          >
            {mode.id === 'video' ? t('kiosk.capture.record') : t('kiosk.capture.take')}
          </button>
          <button className="button button--big" type="button" onClick={onCancel} disabled={busy}>
            {t('common.back')}
          </button>
        </div>
      </div>
    </main>
  );
}

/** A strip shot's shape (its place on the strip), read from the capture code once it has loaded. */
function useStripShape(shots: number | null) {
  const [shape, setShape] = useState<{ width: number; height: number } | null>(null);
  useEffect(() => {
    if (!shots) return;
    let current = true;
    void loadCapture().then(({ stripSlots }) => {
      const [slot] = stripSlots(shots);
      if (current && slot) setShape(slot);
    });
    return () => {
      current = false;
    };
  }, [shots]);
  return shape;
}

function RecordingBadge({ endsAt }: { endsAt: number }) {
  const { t } = useGuestText();
  const [left, setLeft] = useState(() => Math.ceil((endsAt - Date.now()) / 1000));
  useEffect(() => {
    const timer = setInterval(() => setLeft(Math.max(0, Math.ceil((endsAt - Date.now()) / 1000))), 250);
    return () => clearInterval(timer);
  }, [endsAt]);
  return (
    <div className="recording" role="status">
      <span className="recording__dot" aria-hidden="true" /> {t('kiosk.capture.recording', { seconds: left })}
    </div>
  );
}
