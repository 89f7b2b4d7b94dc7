/**
 * The live preview with the guest's backdrop: each new camera frame is segmented on the device
 * (in the segmenter's worker, so the page keeps painting) and drawn, mirrored like the plain
 * preview, over the backdrop picture, one camera frame behind: the worker segments the next
 * frame while the page draws this one. It runs at the camera's rate where the device segments
 * faster than that, else as fast as it segments; `data-frames` counts the frames drawn (what the
 * benchmark reads).
 */
import { useGuestText } from '@boothdeck/i18n/react';
import { type RefObject, useEffect, useRef } from 'react';
import { loadCapture } from '../load-capture.ts';
import type { Segmentation, Segmenter } from './segmenter.ts';

/** The preview is drawn at most this wide: enough for a screen, and drawing costs less. */
const PREVIEW_WIDTH = 640;

/** Resolves at the video's next frame where the engine tells (requestVideoFrameCallback), else at the next paint. */
function nextFrame(video: HTMLVideoElement | null) {
  return new Promise<unknown>((resolve) => {
    if (video && 'requestVideoFrameCallback' in video) video.requestVideoFrameCallback(resolve);
    else requestAnimationFrame(resolve);
  });
}

type Props = {
  video: RefObject<HTMLVideoElement | null>;
  segmenter: Segmenter;
  backdrop: CanvasImageSource;
};

export function BackdropPreview({ video, segmenter, backdrop }: Props) {
  const { t } = useGuestText();
  const canvas = useRef<HTMLCanvasElement>(null);

  useEffect(() => {
    let running = true;
    let frames = 0;
    // Two pictures in turn: the worker segments one camera frame while the page draws the one before.
    const inputs = [document.createElement('canvas'), document.createElement('canvas')];
    let turn = 0;
    let segmenting: Promise<Segmentation> | undefined;
    void (async () => {
      const { backdropAtSize, drawBackdropScene } = await loadCapture();
      let scaledBackdrop: HTMLCanvasElement | undefined;
      // Armed before each frame's work, so a camera frame that arrives meanwhile starts the next at once.
      let frameArrived = nextFrame(video.current);
      while (running) {
        await frameArrived;
        frameArrived = nextFrame(video.current);
        const source = video.current;
        const target = canvas.current;
        const context = target?.getContext('2d');
        const input = inputs[turn];
        if (!running || !source || !target || !context || !input || source.videoWidth === 0) continue;
        turn = 1 - turn;
        const width = Math.min(PREVIEW_WIDTH, source.videoWidth);
        const height = Math.round((width * source.videoHeight) / source.videoWidth);
        if (input.width !== width || input.height !== height) Object.assign(input, { width, height });
        if (target.width !== width || target.height !== height || !scaledBackdrop) {
          Object.assign(target, { width, height });
          // Cut and scaled once, not at every frame.
          scaledBackdrop = backdropAtSize(backdrop, { width, height });
        }
        input.getContext('2d')?.drawImage(source, 0, 0, width, height);
        const previous = segmenting;
        segmenting = segmenter.segment(input, { smooth: true });
        segmenting.catch(() => {});
        if (!previous) continue;
        try {
          const { image, mask } = await previous;
          if (!running) break;
          drawBackdropScene(context, { image, mask, backdrop: scaledBackdrop }, { mirror: true });
          frames += 1;
          target.dataset.frames = String(frames);
        } catch {
          segmenting = undefined;
          await new Promise((resolve) => setTimeout(resolve, 500));
        }
      }
    })();
    return () => {
      running = false;
    };
  }, [video, segmenter, backdrop]);

  return (
    <canvas
      ref={canvas}
      className="preview__video preview__backdrop"
      aria-label={t('kiosk.capture.liveViewBackdrop')}
    />
  );
}
