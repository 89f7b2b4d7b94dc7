/**
 * The shutter for each mode: a countdown, then a photo, a 3 in 1 sequence, a burst, a
 * boomerang or a clip, with the guest's look applied on the device. The camera code is loaded
 * here, on first use, not with the kiosk's first page.
 */
import type { Camera, CaptureLook, LookChoices } from '@boothdeck/capture';
import type { BoothEvent } from '@boothdeck/contract';
import { BOOMERANG_GAP_MS, type BoothMode } from '../attract/index.ts';
import type { ChosenBackdrop } from './backdrop/use-backdrops.ts';
import { loadCapture } from './load-capture.ts';
import { closeMicrophone, openMicrophone } from './microphone.ts';
import type { Shot } from './shot.ts';
import { stripShotsOf } from './strip-session.ts';

export type ShutterCallbacks = {
  /** Each second of a countdown (3, 2, 1), and for a sequence which shot is next (from 0). */
  onCountdown: (secondsLeft: number, shotIndex: number) => void;
  /** A picture was just taken: time for the flash. */
  onFlash: () => void;
  /** A clip is being recorded, and for how long. */
  onRecording: (durationMs: number) => void;
  /** The shot is taken and is being put together. */
  onProcessing: () => void;
  signal: AbortSignal;
};

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

async function countdown(seconds: number, { onCountdown, signal }: ShutterCallbacks) {
  for (let left = seconds; left > 0; left -= 1) {
    signal.throwIfAborted();
    onCountdown(left, 0);
    await sleep(1000);
  }
  signal.throwIfAborted();
}

/** The guest cut out of the camera's picture and put in front of their backdrop, at the picture's size. */
async function inFrontOfBackdrop(still: ImageBitmap | HTMLCanvasElement, { segmenter, image }: ChosenBackdrop) {
  const { backdropSceneCanvas } = await loadCapture();
  try {
    const { mask } = await segmenter.segment(still);
    return backdropSceneCanvas({ image: still, mask, backdrop: image });
  } catch {
    // The photo is kept as the camera saw it rather than lost.
    return still;
  }
}

/** The organiser's "Individual photos" of a 3 in 1 animation or fast burst: its stills are kept as photos too. */
const keepsIndividualPhotos = (mode: BoothMode) =>
  (mode.gif?.gif_settings.individual_photo ?? mode.burst?.brust_gif_setting.individual_photo) === 'enabled';

/** The side of a 3 in 1 or boomerang GIF. */
const BOOMERANG_SIZE = 720;

export async function takeShot(
  mode: BoothMode,
  event: BoothEvent,
  {
    look: choices,
    backdrop,
    videoSound = false,
  }: { look: LookChoices; backdrop: ChosenBackdrop | null; videoSound?: boolean | undefined },
  camera: Camera,
  video: HTMLVideoElement,
  callbacks: ShutterCallbacks,
): Promise<Shot> {
  const capture = await loadCapture();
  const look = await capture.lookFromEvent(event, choices);
  const capturedAt = () => new Date().toISOString();
  const grab = () => capture.grabStill(camera, video);
  const { width, height } = camera.settings.width > 0 ? camera.settings : { width: 1920, height: 1080 };

  const stripShots = mode.id === 'photo' ? stripShotsOf(event) : null;
  if (stripShots) {
    const at = capturedAt();
    const stills = await capture.shootSequence(
      grab,
      { count: stripShots, countdownSeconds: mode.countdownSeconds },
      {
        onCountdown: callbacks.onCountdown,
        onShot: () => callbacks.onFlash(),
        signal: callbacks.signal,
      },
    );
    callbacks.onProcessing();
    const shots = backdrop ? await Promise.all(stills.map((still) => inFrontOfBackdrop(still, backdrop))) : stills;
    return { mediaType: 'photo', file: await capture.composeStrip(shots, look), capturedAt: at };
  }

  if (mode.id === 'photo') {
    await countdown(mode.countdownSeconds, callbacks);
    const grabbed = await grab();
    callbacks.onFlash();
    callbacks.onProcessing();
    const at = capturedAt();
    const still = backdrop ? await inFrontOfBackdrop(grabbed, backdrop) : grabbed;
    // A frame gives the photo its shape, as the preview shows it: cut from the camera's picture, never stretched.
    const size = look.frameImage
      ? capture.largestInside({ width, height }, capture.sizeOf(look.frameImage))
      : { width, height };
    // The preview is a mirror; the photo is kept the right way round, so writing reads.
    const file = await capture.composeStill(still, look, { ...size, mirror: false });
    return { mediaType: 'photo', file, capturedAt: at };
  }

  if (mode.id === 'video') {
    // Opened during the countdown, so the recording starts on time.
    const sound = videoSound ? openMicrophone() : Promise.resolve(null);
    try {
      await countdown(mode.countdownSeconds, callbacks);
      const durationMs = (mode.durationSeconds ?? 6) * 1000;
      const microphone = await sound;
      callbacks.onRecording(durationMs);
      const at = capturedAt();
      const { clip, poster } = await capture.recordClip(camera, { durationMs, video, sound: microphone ?? undefined });
      return { mediaType: 'video', file: clip, poster, capturedAt: at };
    } finally {
      closeMicrophone(await sound);
    }
  }

  // The animations: a sequence of stills made into one GIF in a worker.
  const plan =
    mode.id === 'gif' && mode.gif
      ? capture.gifAnimationPlan(mode.gif)
      : mode.id === 'burst' && mode.burst
        ? capture.burstAnimationPlan(mode.burst)
        : {
            sequence: { count: mode.frames ?? 10, countdownSeconds: 0, gapMs: BOOMERANG_GAP_MS },
            delayMs: BOOMERANG_GAP_MS,
            mirror: true,
          };
  if (plan.sequence.countdownSeconds === 0) await countdown(mode.countdownSeconds, callbacks);
  const at = capturedAt();
  const stills = await capture.shootSequence(grab, plan.sequence, {
    onCountdown: callbacks.onCountdown,
    onShot: () => mode.id === 'gif' && callbacks.onFlash(),
    signal: callbacks.signal,
  });
  callbacks.onProcessing();
  const animationLook: CaptureLook = { ...look };
  delete animationLook.frameImage;
  if ('overlayUrl' in plan && plan.overlayUrl) animationLook.frameImage = await capture.loadImage(plan.overlayUrl);
  const side = mode.id === 'boomerang' ? BOOMERANG_SIZE : capture.GIF_SIZE;
  const frames = stills.map((still) =>
    capture.renderStill(still, animationLook, { width: side, height: side, mirror: plan.mirror }),
  );
  const file = await capture.assembleGif(frames, {
    width: side,
    height: side,
    delayMs: plan.delayMs,
    boomerang: mode.id === 'boomerang',
  });
  if (!keepsIndividualPhotos(mode)) return { mediaType: mode.mediaType, file, capturedAt: at };
  // Each still as a photo too, at the camera's size, with the guest's look but not the animation's overlay.
  const individualPhotos = await Promise.all(
    stills.map((still) => capture.composeStill(still, { ...animationLook, frameImage: undefined }, { width, height })),
  );
  return { mediaType: mode.mediaType, file, individualPhotos, capturedAt: at };
}
