/**
 * A test bench for the outbox and the guest screens, built only by the journeys and benchmarks
 * (e2e/support/booth-lab.ts), never into the kiosk. It signs in to an event from `?uuid&password`
 * (keeping the token and event in localStorage, so a reload offline still opens it), makes a
 * test photo on demand, and shows the screen named by `?screen=` (queue, lead, offer, share).
 * `window.boothLab` lets a test queue photos and read the outbox.
 */
import { createApiClient } from '@boothdeck/client';
import { type BoothEvent, boothEndpoints } from '@boothdeck/contract';
import { StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { LeadForm, type LeadResult } from '../../leads/index.ts';
import { OfferScreen } from '../../offers/index.ts';
import { ShareScreen } from '../../share/index.ts';
import { createOutbox, type Outbox, OutboxProvider, QueuePanel, tusUploader } from '../index.ts';

const KEPT = 'boothdeck-outbox-lab';
type Kept = { token: string; event: BoothEvent };

declare global {
  interface Window {
    boothLab?: {
      outbox: Outbox;
      eventUuid: string;
      queuePhoto: (label: string, size?: PhotoSize) => Promise<string>;
      /** Keeps a "photo" whose bytes are not an image, which the server refuses. */
      queueBroken: () => Promise<string>;
      /** Keeps a video clip: the MP4 `base64` grown to `bytes` by padding, with a test poster. */
      queueClip: (base64: string, bytes: number) => Promise<string>;
    };
  }
}

async function session(): Promise<Kept> {
  const params = new URLSearchParams(location.search);
  const uuid = params.get('uuid');
  const password = params.get('password');
  const kept = localStorage.getItem(KEPT);
  if (kept && (!uuid || (JSON.parse(kept) as Kept).event.uuid === uuid)) return JSON.parse(kept) as Kept;
  if (!uuid || !password) throw new Error('Open with ?uuid=…&password=…');
  const reply = await createApiClient().call(boothEndpoints.signIn, {
    body: { uuid, password, device_name: 'Outbox lab' },
  });
  localStorage.setItem(KEPT, JSON.stringify(reply));
  return reply;
}

type PhotoSize = { width: number; height: number };

/**
 * A JPEG like a kept photo: a colour field with a label, made on a canvas; a size other than
 * the default 640 × 480 gets sensor-like noise too, so it weighs what a camera's JPEG weighs.
 */
async function testPhoto(label: string, { width, height }: PhotoSize = { width: 640, height: 480 }): Promise<Blob> {
  const canvas = Object.assign(document.createElement('canvas'), { width, height });
  const context = canvas.getContext('2d');
  if (!context) throw new Error('No 2D canvas');
  context.fillStyle = `hsl(${(label.length * 47 + label.charCodeAt(label.length - 1)) % 360} 60% 45%)`;
  context.fillRect(0, 0, width, height);
  if (width !== 640) {
    const pixels = context.getImageData(0, 0, width, height);
    for (let index = 0; index < pixels.data.length; index += 4) {
      const grain = (Math.random() - 0.5) * 40;
      pixels.data[index] = (pixels.data[index] ?? 0) + grain;
      pixels.data[index + 1] = (pixels.data[index + 1] ?? 0) + grain;
      pixels.data[index + 2] = (pixels.data[index + 2] ?? 0) + grain;
    }
    context.putImageData(pixels, 0, 0);
  }
  context.fillStyle = '#fff';
  context.font = `bold ${Math.round(height / 7.5)}px sans-serif`;
  context.textAlign = 'center';
  context.fillText(label, width / 2, height / 2 + height / 30);
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('No JPEG'))), 'image/jpeg', 0.9),
  );
}

/** An MP4 grown to `bytes` by a trailing `free` box, which players (and the server's check) skip. */
function paddedClip(base64: string, bytes: number): Blob {
  const clip = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
  const free = new Uint8Array(bytes - clip.length);
  new DataView(free.buffer).setUint32(0, free.length);
  free.set([0x66, 0x72, 0x65, 0x65], 4);
  return new Blob([clip, free], { type: 'video/mp4' });
}

function Lab({ event, outbox }: { event: BoothEvent; outbox: Outbox }) {
  const screen = new URLSearchParams(location.search).get('screen') ?? 'queue';
  const [lead, setLead] = useState<LeadResult | null>(null);
  const [captureId] = useState(
    () =>
      outbox
        .getSnapshot()
        .items.filter((item) => item.kind === 'capture')
        .at(-1)?.id ?? 'c_labcapture0000000000',
  );
  const done = () => document.body.setAttribute('data-done', String(Date.now()));
  return (
    <OutboxProvider outbox={outbox}>
      {screen === 'queue' && <QueuePanel />}
      {screen === 'lead' && (
        <LeadForm
          event={event}
          afterCapture={null}
          onDone={(result) => {
            setLead(result);
            done();
          }}
        />
      )}
      {screen === 'offer' && <OfferScreen event={event} lead={lead} onDone={done} />}
      {screen === 'share' && <ShareScreen event={event} capture={{ clientId: captureId }} onDone={done} />}
    </OutboxProvider>
  );
}

const root = document.getElementById('root');
if (!root) throw new Error('no #root');
const { token, event } = await session();
const outbox = createOutbox({
  client: createApiClient({ token: () => token }),
  eventUuid: event.uuid,
  uploadResumably: tusUploader({ token: () => token }),
});
await outbox.start();
window.boothLab = {
  outbox,
  eventUuid: event.uuid,
  queuePhoto: async (label, size) => outbox.enqueueCapture({ mediaType: 'photo', file: await testPhoto(label, size) }),
  queueBroken: () =>
    outbox.enqueueCapture({ mediaType: 'photo', file: new Blob(['not a picture'], { type: 'image/jpeg' }) }),
  queueClip: async (base64, bytes) =>
    outbox.enqueueCapture({ mediaType: 'video', file: paddedClip(base64, bytes), poster: await testPhoto('Poster') }),
};
createRoot(root).render(
  <StrictMode>
    <Lab event={event} outbox={outbox} />
  </StrictMode>,
);
