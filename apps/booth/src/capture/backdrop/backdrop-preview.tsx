/**
 * The live preview with the guest's backdrop: each camera frame is segmented on the device and
 * drawn, mirrored like the plain preview, over the backdrop picture. It runs as fast as the
 * device segments; `data-frames` counts the frames drawn (what the benchmark reads).
 */
import { type RefObject, useEffect, useRef } from 'react';
import { loadCapture } from '../load-capture.ts';
import type { Segmenter } from './segmenter.ts';

/** The preview is drawn at most this wide: enough for a screen, and segmenting costs less. */
const PREVIEW_WIDTH = 640;

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
      const { drawBackdropScene } = await loadCapture();
      while (running) {
        // Segmenting runs on this thread: give the page a frame between two, or it never paints.
        await new Promise((resolve) => requestAnimationFrame(resolve));
        const source = video.current;
        const target = canvas.current;
        const context = target?.getContext('2d');
        if (!running || !source || !target || !context || source.videoWidth === 0) continue;
        const width = Math.min(PREVIEW_WIDTH, source.videoWidth);
        const height = Math.round((width * source.videoHeight) / source.videoWidth);
        if (input.width !== width || input.height !== height) Object.assign(input, { width, height });
        if (target.width !== width || target.height !== height) Object.assign(target, { width, height });
        input.getContext('2d')?.drawImage(source, 0, 0, width, height);
        try {
          const { mask } = await segmenter.segment(input);
          if (!running) break;
          drawBackdropScene(context, { image: input, mask, backdrop }, { mirror: true });
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
