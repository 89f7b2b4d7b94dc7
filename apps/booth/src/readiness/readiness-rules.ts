/**
 * The device check's rules: from the facts (device-facts.ts) to one line per thing a booth
 * needs, each green (ok), amber (warn) or red (bad) with what it found and, when it is not
 * green, the next step in words an operator at a venue can follow.
 */
import { LOW_FREE_BYTES } from '../outbox/index.ts';
import type { CameraFact, DeviceFacts } from './device-facts.ts';
import { describeEngine } from './engine.ts';

export type Level = 'ok' | 'warn' | 'bad';
export type LineKey = 'camera' | 'recording' | 'storage' | 'install' | 'network' | 'battery' | 'engine';
export type ReadinessLine = { key: LineKey; label: string; level: Level; found: string; next: string | null };

/** Below this many lines of picture (the shorter side) photos look soft on a big screen. */
export const SOFT_CAMERA_LINES = 720;
const SLOW_CONNECTIONS = new Set(['slow-2g', '2g']);

const megabytes = (bytes: number) =>
  bytes >= 1024 ** 3 ? `${(bytes / 1024 ** 3).toFixed(1)} GB` : `${Math.floor(bytes / 1024 ** 2)} MB`;
const line = (key: LineKey, label: string, level: Level, found: string, next: string | null = null) => ({
  key,
  label,
  level,
  found,
  next,
});

const HOME_SCREEN_STEPS =
  'In Safari, tap Share, then Add to Home Screen; open the booth from its new icon and sign in there.';

function cameraLine({ camera }: { camera: CameraFact }): ReadinessLine {
  if (camera.status === 'opening')
    return line('camera', 'Camera', 'warn', 'Starting…', 'Wait a moment, and allow the camera if the device asks.');
  if (camera.status === 'failed')
    return line(
      'camera',
      'Camera',
      'bad',
      camera.message,
      'Check the camera is plugged in and allowed for this site, then tap Try the camera again.',
    );
  const size = `${camera.width} × ${camera.height}`;
  if (Math.min(camera.width, camera.height) < SOFT_CAMERA_LINES)
    return line(
      'camera',
      'Camera',
      'warn',
      `Only ${size}: photos will look soft.`,
      'Choose another camera below, or close other apps that use this one.',
    );
  return line('camera', 'Camera', 'ok', `${size}, as the camera delivers it.`);
}

function recordingLine(recording: string | null, usesVideo: boolean): ReadinessLine {
  if (!recording)
    return usesVideo
      ? line(
          'recording',
          'Video recording',
          'bad',
          'This browser cannot record video.',
          'Use Safari on an iPad, or Chrome, Edge or Firefox, or switch off Video for this event.',
        )
      : line('recording', 'Video recording', 'ok', 'Not needed: this event takes no video.');
  const format = recording.startsWith('video/mp4')
    ? 'MP4 (H.264)'
    : recording.startsWith('video/webm')
      ? 'WebM'
      : recording;
  return line('recording', 'Video recording', 'ok', `Clips are recorded as ${format}.`);
}

function storageLine({ storage, installed, engine }: DeviceFacts): ReadinessLine {
  const room =
    storage.freeBytes === null
      ? 'The browser does not say how much room is left.'
      : `Room for about ${storage.captures} captures (${megabytes(storage.freeBytes)} free).`;
  if (!storage.enough)
    return line(
      'storage',
      'Storage',
      'bad',
      `No room for another capture: guests cannot start one. ${room}`,
      'Let the queue upload (check the network), then free space on the device: delete photos, videos or apps it no longer needs.',
    );
  const apple = engine.platform === 'ipados' || engine.platform === 'ios';
  // An installed web app on iPadOS keeps its storage however long it goes unopened.
  const kept = storage.persistence === 'persistent' || (apple && installed);
  const short = storage.freeBytes !== null && storage.freeBytes < LOW_FREE_BYTES;
  if (kept && !short) return line('storage', 'Storage', 'ok', `Kept by the browser. ${room}`);
  if (!kept) {
    const why =
      storage.persistence === 'no-answer'
        ? 'The browser did not answer the request to keep the booth’s storage.'
        : 'The browser may clear the booth’s storage, queue included, when the device runs short of space' +
          (apple ? ' or after days without a visit.' : '.');
    const next = apple
      ? `Install the booth: ${HOME_SCREEN_STEPS}`
      : storage.persistence === 'no-answer'
        ? 'Allow the booth to store data if the browser asks, or install it (Install app in the browser’s menu), then check again.'
        : 'Install the booth (Install app in the browser’s menu) and keep the device’s storage from filling up.';
    return line('storage', 'Storage', 'warn', `${why} ${room}`, next);
  }
  return line(
    'storage',
    'Storage',
    'warn',
    `Nearly full. ${room}`,
    'Keep the network on so the queue uploads as you go, and free space on the device before the event.',
  );
}

function installLine({ installed, engine, fullscreen }: DeviceFacts): ReadinessLine {
  if (installed) return line('install', 'Home Screen', 'ok', 'Runs as an installed app, full screen.');
  if (engine.platform === 'ipados' || engine.platform === 'ios')
    return line(
      'install',
      'Home Screen',
      'warn',
      `Runs in a Safari tab: Safari may clear its queue after days without a visit${fullscreen ? '' : ', and it cannot fill the screen'}.`,
      HOME_SCREEN_STEPS,
    );
  if (engine.platform === 'android')
    return line(
      'install',
      'Home Screen',
      'warn',
      'Runs in a browser tab.',
      'In Chrome, tap ⋮, then Install app (or Add to Home screen), and open the booth from its icon.',
    );
  return line(
    'install',
    'Home Screen',
    'ok',
    'Runs in a browser window: fine on a laptop; Start the booth fills the screen.',
  );
}

function networkLine({ network }: DeviceFacts): ReadinessLine {
  if (!network.online)
    return line(
      'network',
      'Network',
      'warn',
      'Offline: captures wait on the device and upload when the network is back.',
      'Connect to Wi-Fi when you can, and before the event ends, so the queue empties.',
    );
  if (network.serverUnavailable)
    return line(
      'network',
      'Network',
      'warn',
      'The network is up but the server is not answering: captures wait on the device.',
      'Nothing to do at the booth; tell the organiser if it lasts. The booth keeps trying.',
    );
  if (network.connection && SLOW_CONNECTIONS.has(network.connection))
    return line(
      'network',
      'Network',
      'warn',
      'Online, but the connection is very slow: uploads will lag behind.',
      'Move closer to the Wi-Fi, or use another network.',
    );
  return line('network', 'Network', 'ok', 'Online: captures upload as they are taken.');
}

function batteryLine({ battery }: DeviceFacts): ReadinessLine | null {
  if (!battery) return null;
  const percent = `${Math.round(battery.level * 100)} %`;
  if (battery.charging) return line('battery', 'Battery', 'ok', `${percent}, charging.`);
  return line(
    'battery',
    'Battery',
    battery.level < 0.2 ? 'bad' : 'warn',
    `${percent}, on battery.`,
    'Plug the device in: a booth runs for hours with the screen and camera on.',
  );
}

function engineLine({ engine }: DeviceFacts): ReadinessLine {
  if (engine.engine === 'unknown')
    return line(
      'engine',
      'Browser',
      'warn',
      'A browser the booth has not been tested on.',
      'Use Safari on an iPad, Chrome on Android, or Chrome, Edge or Firefox on a laptop.',
    );
  return line('engine', 'Browser', 'ok', describeEngine(engine));
}

export type ReadinessInput = DeviceFacts & { camera: CameraFact; usesVideo: boolean };

export function readinessLines(input: ReadinessInput): ReadinessLine[] {
  return [
    cameraLine(input),
    recordingLine(input.recording, input.usesVideo),
    storageLine(input),
    installLine(input),
    networkLine(input),
    batteryLine(input),
    engineLine(input),
  ].filter((entry): entry is ReadinessLine => entry !== null);
}

/** The worst level of all the lines: what the check's heading says. */
export const overallLevel = (lines: readonly ReadinessLine[]): Level =>
  lines.some((entry) => entry.level === 'bad') ? 'bad' : lines.some((entry) => entry.level === 'warn') ? 'warn' : 'ok';
