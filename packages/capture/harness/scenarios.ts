/**
 * What the browser tests and the kiosk benchmark do in the page, through the package's public
 * API only. Results come back as JSON: pictures as base64, so node can decode them with sharp.
 */
import type { BoothEvent } from '@boothdeck/contract';
import { COLOR_FILTERS } from '@boothdeck/contract/color-filters';
import {
  assembleGif,
  type Camera,
  type CameraError,
  type CaptureLook,
  composeStill,
  GIF_SIZE,
  grabStill,
  listCameras,
  lookFromEvent,
  openCamera,
  recordClip,
  renderStill,
} from '../src/index.ts';

let camera: Camera | undefined;

async function liveCamera(): Promise<{ camera: Camera; video: HTMLVideoElement }> {
  const video = document.getElementById('preview') as HTMLVideoElement;
  if (!camera) {
    camera = await openCamera({ width: 1920, height: 1080 });
    video.srcObject = camera.stream;
    await video.play();
  }
  return { camera, video };
}

async function base64Of(blob: Blob): Promise<string> {
  const bytes = new Uint8Array(await blob.arrayBuffer());
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

function solid(width: number, height: number, color: string): HTMLCanvasElement {
  const canvas = Object.assign(document.createElement('canvas'), { width, height });
  const context = canvas.getContext('2d') as CanvasRenderingContext2D;
  context.fillStyle = color;
  context.fillRect(0, 0, width, height);
  return canvas;
}

/** A red frame overlay: opaque red `border` px wide round a transparent window. */
function redFrame(width: number, height: number, border: number): HTMLCanvasElement {
  const canvas = solid(width, height, 'rgb(255, 0, 0)');
  (canvas.getContext('2d') as CanvasRenderingContext2D).clearRect(
    border,
    border,
    width - 2 * border,
    height - 2 * border,
  );
  return canvas;
}

export async function cameraSize() {
  const { camera, video } = await liveCamera();
  const cameras = await listCameras();
  return { settings: camera.settings, video: { width: video.videoWidth, height: video.videoHeight }, cameras };
}

/**
 * What the kiosk hears when a camera goes away: a second camera is told its track ended (as an
 * unplugged device's does), another is closed first and then told the same.
 */
export async function cameraEndings() {
  const heard: string[] = [];
  const unplugged = await openCamera({ width: 640, height: 480, onEnded: (error) => heard.push(error.reason) });
  unplugged.track.dispatchEvent(new Event('ended'));
  unplugged.close();
  const closed = await openCamera({
    width: 640,
    height: 480,
    onEnded: (error) => heard.push(`closed: ${error.reason}`),
  });
  closed.close();
  closed.track.dispatchEvent(new Event('ended'));
  return heard;
}

/** A remembered camera that is no longer there. */
export async function missingCamera() {
  try {
    await openCamera({ deviceId: 'a-camera-that-was-unplugged' });
    return { opened: true };
  } catch (error) {
    const { name, reason, message } = error as CameraError;
    return { name, reason, message };
  }
}

/**
 * A flat-coloured photo through a red frame and a filter: the JPEG, and the pixel the canvas
 * holds at the centre before encoding.
 */
export async function framedFilteredStill(options: {
  width: number;
  height: number;
  rgb: [number, number, number];
  filterId: string;
  border: number;
}) {
  const { width, height, rgb, filterId, border } = options;
  const source = solid(1920, 1080, `rgb(${rgb.join(',')})`);
  const look: CaptureLook = { filterId, frameImage: redFrame(width, height, border) };
  const canvas = renderStill(source, look, { width, height });
  const centre = Array.from(
    (canvas.getContext('2d') as CanvasRenderingContext2D).getImageData(width / 2, height / 2, 1, 1).data,
  );
  const jpeg = await composeStill(source, look, { width, height, mirror: true });
  return { centre, type: jpeg.type, jpeg: await base64Of(jpeg) };
}

/** The centre pixel of a flat colour through each of the contract's filters, read from the canvas. */
export async function filteredPixels(rgb: [number, number, number]) {
  const source = solid(64, 64, `rgb(${rgb.join(',')})`);
  const pixels: Record<string, number[]> = {};
  for (const { slug } of COLOR_FILTERS) {
    const canvas = renderStill(source, { filterId: slug }, { width: 64, height: 64 });
    pixels[slug] = Array.from((canvas.getContext('2d') as CanvasRenderingContext2D).getImageData(32, 32, 1, 1).data);
  }
  return pixels;
}

/** Frame i shows the four colours as quadrants turned i times, so every frame uses frame 0's palette. */
const QUADRANT_COLOURS = ['rgb(255,0,0)', 'rgb(0,255,0)', 'rgb(0,0,255)', 'rgb(255,255,0)'];
function quadrantFrame(index: number, size: number): ImageData {
  const canvas = Object.assign(document.createElement('canvas'), { width: size, height: size });
  const context = canvas.getContext('2d') as CanvasRenderingContext2D;
  const half = size / 2;
  [
    [0, 0],
    [half, 0],
    [half, half],
    [0, half],
  ].forEach(([x, y], quadrant) => {
    context.fillStyle = QUADRANT_COLOURS[(index + quadrant) % 4] as string;
    context.fillRect(x as number, y as number, half, half);
  });
  return context.getImageData(0, 0, size, size);
}

export async function quadrantGif(options: { frames: number; size: number; boomerang: boolean }) {
  const frames = Array.from({ length: options.frames }, (_, index) => quadrantFrame(index, options.size));
  const gif = await assembleGif(frames, {
    width: options.size,
    height: options.size,
    delayMs: 300,
    boomerang: options.boomerang,
  });
  return { type: gif.type, gif: await base64Of(gif) };
}

export async function cameraClip(durationMs: number) {
  const { camera, video } = await liveCamera();
  const { clip, poster, mimeType } = await recordClip(camera, { durationMs, video });
  const player = document.createElement('video');
  player.muted = true;
  player.src = URL.createObjectURL(clip);
  await player.play();
  const started = player.currentTime;
  await new Promise((resolve) => setTimeout(resolve, 400));
  const advanced = player.currentTime > started;
  player.pause();
  URL.revokeObjectURL(player.src);
  return { mimeType, clipType: clip.type, clipBytes: clip.size, advanced, poster: await base64Of(poster) };
}

/** An event with the shipped Classic Polaroid frame, the Vintage filter and a logo, as the server sends it. */
function benchEvent(logoUrl: string): Parameters<typeof lookFromEvent>[0] {
  const origin = location.origin;
  return {
    options: { frame: 1, filters: 1, digital_props: 1, water_mark: 1 } as BoothEvent['options'],
    photo_frame: [
      {
        frame_id: 1,
        name: 'Classic Polaroid',
        preview_image: `${origin}/library/frame/preview_image/classic-polaroid.svg`,
        photo_frame: `${origin}/library/frame/preview_image/classic-polaroid.svg`,
        frame: `${origin}/library/frame/classic-polaroid.svg`,
        custom_frame: [],
      },
    ],
    filter: [
      {
        id: 3,
        color_filter_id: 3,
        name: 'Vintage',
        filter_photo: `${origin}/library/color_filter/vintage.svg`,
        filter_url: `${origin}/library/color_filter/chart/vintage.svg`,
      },
    ],
    digital_prop: [
      { prop_id: 7, name: 'Party Hat', photo_frame: `${origin}/library/digital_prop/hats-and-crowns/party-hat.svg` },
    ],
    watermark: { id: 1, event_id: 1, photo: logoUrl, align_x: 'right', align_y: 'bottom' },
  };
}

async function logoUrl(): Promise<string> {
  const logo = solid(400, 160, 'rgba(255,255,255,0.85)');
  const context = logo.getContext('2d') as CanvasRenderingContext2D;
  context.fillStyle = '#1c7ed6';
  context.font = 'bold 72px sans-serif';
  context.fillText('Brand', 60, 110);
  return URL.createObjectURL(await new Promise<Blob>((resolve) => logo.toBlob((blob) => resolve(blob as Blob))));
}

/**
 * Shutter to composed JPEG, `runs` times: the camera frame grabbed, framed, filtered and
 * watermarked at 1920×1080. The artwork is loaded once beforehand, as the kiosk does when the
 * guest picks it.
 */
export async function timeStills(runs: number) {
  const { camera, video } = await liveCamera();
  const look = await lookFromEvent(benchEvent(await logoUrl()), { frameId: 1, filterId: 3 });
  const millis: number[] = [];
  let bytes = 0;
  for (let run = 0; run < runs; run += 1) {
    const started = performance.now();
    const still = await grabStill(camera, video);
    const jpeg = await composeStill(still, look, { width: 1920, height: 1080, mirror: true });
    millis.push(performance.now() - started);
    bytes = jpeg.size;
  }
  return { millis, jpegBytes: bytes };
}

/** Four camera stills (taken first) to a GIF of `size`×`size`, `runs` times. */
export async function timeGifs(runs: number, size = GIF_SIZE, boomerang = false) {
  const { camera, video } = await liveCamera();
  const stills: Array<ImageBitmap | HTMLCanvasElement> = [];
  for (let shot = 0; shot < 4; shot += 1) {
    stills.push(await grabStill(camera, video));
    await new Promise((resolve) => setTimeout(resolve, 120));
  }
  const millis: number[] = [];
  let bytes = 0;
  for (let run = 0; run < runs; run += 1) {
    const started = performance.now();
    const gif = await assembleGif(stills, { width: size, height: size, delayMs: 600, boomerang });
    millis.push(performance.now() - started);
    bytes = gif.size;
  }
  return { millis, gifBytes: bytes, size };
}

/** A portrait photo with every part of a look (frame, filter, a prop, watermark), mirrored, to look at. */
export async function sampleStill(filterId = 3) {
  const { camera, video } = await liveCamera();
  const look = await lookFromEvent(benchEvent(await logoUrl()), {
    frameId: 1,
    filterId,
    props: [{ propId: 7, x: 0.38, y: 0.08, width: 0.24, height: 0.2, rotation: -12 }],
  });
  const still = await grabStill(camera, video);
  const jpeg = await composeStill(still, look, { width: 1000, height: 1256, mirror: true });
  return { jpeg: await base64Of(jpeg) };
}
