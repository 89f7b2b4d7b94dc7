/**
 * The live preview with the guest's backdrop: each new camera frame is segmented on the device
 * (in the segmenter's worker, so the page keeps painting) and drawn, mirrored like the plain
 * preview, over the backdrop picture. It runs at the camera's rate where the device segments
 * faster than that, else as fast as it segments; `data-frames` counts the frames drawn (what the
 * benchmark reads).
 */
import { type RefObject, useEffect, useRef } from 'react';
import { loadCapture } from '../load-capture.ts';
import type { Segmenter } from './segmenter.ts';

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
  const canvas = useRef<HTMLCanvasElement>(null);

  useEffect(() => {
    let running = true;
    let frames = 0;
    const input = document.createElement('canvas');
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
        if (!running || !source || !target || !context || source.videoWidth === 0) continue;
        const width = Math.min(PREVIEW_WIDTH, source.videoWidth);
        const height = Math.round((width * source.videoHeight) / source.videoWidth);
        if (input.width !== width || input.height !== height) Object.assign(input, { width, height });
        if (target.width !== width || target.height !== height || !scaledBackdrop) {
          Object.assign(target, { width, height });
          // Cut and scaled once, not at every frame.
          scaledBackdrop = backdropAtSize(backdrop, { width, height });
        }
        input.getContext('2d')?.drawImage(source, 0, 0, width, height);
        try {
          const { mask } = await segmenter.segment(input, { smooth: true });
          if (!running) break;
          drawBackdropScene(context, { image: input, mask, backdrop: scaledBackdrop }, { mirror: true });
          frames += 1;
          target.dataset.frames = String(frames);
        } catch {
          await new Promise((resolve) => setTimeout(resolve, 500));
        }
      }
    })();
    return () => {
      running = false;
    };
  }, [video, segmenter, backdrop]);

  return <canvas ref={canvas} className="preview__video preview__backdrop" aria-label="Live view with backdrop" />;
}
