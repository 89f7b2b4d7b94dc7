/**
 * The kiosk's core journeys on an engine other than Chromium, in one browser session (an engine
 * takes 10–25 s to start) and four page loads: signed in by the QR address and set up, a guest's
 * language chosen on the start screen (Spanish, then Arabic, right to left), a photo with a frame
 * and filter, a 3 in 1 GIF, a video, the exit PIN, the offline queue across a reload, the
 * organiser's pause across another, and the share QR code's address opened. Each journey builds
 * on the one before.
 *
 * What the engine cannot do on this machine is a named limit: its journey says so in its name
 * and asserts the limit itself (so a limit that goes away fails the journey and is noticed),
 * and checks everything else.
 */
import { EMPTY_RECORDING } from '@boothdeck/capture';
import type { ApiClient } from '@boothdeck/client';
import { eventLanguageEndpoints, fleetEndpoints } from '@boothdeck/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useJourney } from '../journey.ts';
import {
  type BoothEventSetup,
  createKioskEvent,
  EXIT_PIN,
  expectGalleryCounts,
  IPAD_LANDSCAPE,
  organiserClient,
} from '../kiosk.ts';
import { becomeMonthlyProMember } from '../organisers.ts';
import type { EnginePage } from './engine-page.ts';
import {
  press,
  saveEngineScreenshot,
  setUpBoothOn,
  startCapture,
  takeAndKeepOn,
  waitForButton,
  waitForHeading,
  waitForText,
  waitInPage,
} from './kiosk-walk.ts';
import { type SwitchableNetwork, startSwitchableNetwork } from './switchable-network.ts';

export type EngineLimits = {
  /** The container the engine records clips in. */
  records: 'video/mp4' | 'video/webm';
  /** Why the engine records nothing here, when it does not. */
  cannotRecord?: string;
  /** Why IndexedDB refuses Blobs in this session, when it does. */
  refusesBlobs?: string;
  /** Why fullscreen is refused here, when it is. */
  noFullscreen?: string;
  /** Why there is no WebGL here, when there is none. */
  noWebGL?: string;
};

const ENGINE_START_MS = 150_000;
const JOURNEY_MS = 120_000;

export function describeKioskOn(
  name: string,
  start: (size: typeof IPAD_LANDSCAPE) => Promise<EnginePage>,
  limits: EngineLimits,
) {
  describe(`the booth kiosk on ${name}`, () => {
    const journey = useJourney();
    let page: EnginePage;
    let network: SwitchableNetwork;
    let event: BoothEventSetup;
    // The organiser's browser context lasts one journey; their API client, all of them.
    let organiser: ApiClient;
    let shareAddress = '';
    const gallery: { photo: number; gif: number; video?: number } = { photo: 0, gif: 0 };

    beforeAll(async () => {
      network = await startSwitchableNetwork(journey.baseUrl, `10.250.${Math.floor(Math.random() * 250)}.7`);
      page = await start(IPAD_LANDSCAPE);
    }, ENGINE_START_MS);
    afterAll(async () => {
      await page?.close();
      await network?.close();
    });

    it(
      'is signed in by the QR address and set up with a test shot',
      async () => {
        await becomeMonthlyProMember(journey, `booth-${page.engine.split(' ')[0]?.toLowerCase()}`);
        event = await createKioskEvent(journey, `Harbour ${page.engine}`, {
          steps: async (client, eventId) => {
            await client.call(eventLanguageEndpoints.save, {
              params: { id: eventId },
              body: { languages: ['en', 'es', 'ar'], default_language: 'en', translated_texts: {} },
            });
          },
        });
        organiser = await organiserClient(journey);
        await setUpBoothOn(page, network.origin, event.uuid, `Booth on ${page.engine}`);
        await waitForHeading(page, `Harbour ${page.engine}`);
        await waitForText(page, 'Tap to start');
      },
      JOURNEY_MS,
    );

    const isFullscreen = () => document.fullscreenElement !== null;
    if (limits.noFullscreen)
      it(`runs in the window, as fullscreen is refused here (${limits.noFullscreen})`, async () => {
        expect(await page.run(isFullscreen)).toBe(false);
      });
    else
      it('runs fullscreen from the operator’s tap', async () => {
        await waitInPage(page, 'fullscreen', isFullscreen);
      });

    /** A guest's language on the start screen, and what its screens say. */
    const GUEST_LANGUAGES = [
      {
        code: 'es',
        dir: 'ltr',
        name: 'Español',
        tap: 'Toca para empezar',
        photo: /^Foto\b/,
        take: '¡Dispara!',
        back: 'Volver',
      },
      {
        code: 'ar',
        dir: 'rtl',
        name: 'العربية',
        tap: 'المس الشاشة للبدء',
        photo: /^صورة/,
        take: 'التقط',
        back: 'رجوع',
      },
    ];
    const languageOfPage = () => `${document.documentElement.lang} ${document.documentElement.dir}`;
    it(
      'speaks the language a guest picks on the start screen, Arabic right to left',
      async () => {
        for (const language of GUEST_LANGUAGES) {
          await press(page, language.name);
          await waitForText(page, language.tap);
          expect(await page.run(languageOfPage)).toBe(`${language.code} ${language.dir}`);
          await saveEngineScreenshot(page, `attract-${language.code}`);
          await press(page, language.photo);
          await waitForButton(page, language.take, 30_000);
          await saveEngineScreenshot(page, `capture-${language.code}`);
          // Back at the start, the next guest begins in the event's default language.
          await press(page, language.back);
          await waitForText(page, 'Tap to start');
        }
      },
      JOURNEY_MS,
    );

    const hasWebGL = () => !!document.createElement('canvas').getContext('webgl');
    it(
      `takes a photo with a frame and a filter${limits.noWebGL ? ` without WebGL (${limits.noWebGL})` : ''}`,
      async () => {
        expect(await page.run(hasWebGL)).toBe(!limits.noWebGL);
        shareAddress = await takeAndKeepOn(page, 'Photo', { pickLook: true });
        expect(shareAddress).toMatch(
          new RegExp(`^${network.origin}/gallery/share/pending/${event.uuid}/c_[A-Za-z0-9_-]{8,}$`),
        );
        gallery.photo += 1;
      },
      JOURNEY_MS,
    );

    it(
      'takes a 3 in 1 GIF',
      async () => {
        await saveEngineScreenshot(page, 'attract');
        await takeAndKeepOn(page, '3 in 1 GIF');
        gallery.gif += 1;
      },
      JOURNEY_MS,
    );

    const recordsTypes = () =>
      ['video/mp4;codecs=avc1', 'video/webm;codecs=vp8'].filter((type) => MediaRecorder.isTypeSupported(type));
    if (limits.cannotRecord)
      it(
        `tells the guest the video was not recorded, as this engine records 0-byte clips here (${limits.cannotRecord})`,
        async () => {
          expect(await page.run(recordsTypes)).toEqual([`${limits.records};codecs=avc1`]);
          await startCapture(page, 'Video');
          await waitForText(page, EMPTY_RECORDING, 40_000);
          await press(page, 'Back');
          await waitForText(page, 'Tap to start');
        },
        JOURNEY_MS,
      );
    else
      it(
        `records a video as ${limits.records}`,
        async () => {
          expect((await page.run(recordsTypes)).map((type) => type.split(';')[0])).toContain(limits.records);
          await takeAndKeepOn(page, 'Video');
          gallery.video = 1;
        },
        JOURNEY_MS,
      );

    it(
      'sends every capture to the gallery, and opens the operator’s screen with the exit PIN only',
      async () => {
        await expectGalleryCounts(organiser, event.eventId, gallery);
        for (let tap = 0; tap < 5; tap += 1) await page.click({ role: 'corner', name: '' });
        await waitForHeading(page, 'Staff only');
        for (const digit of '1111') await press(page, digit);
        await waitForText(page, 'That is not right. Try again.');
        for (const digit of EXIT_PIN) await press(page, digit);
        await waitForHeading(page, 'Operator');
        await waitForText(page, 'Online · 0 waiting to send');
        await press(page, 'Back to the booth');
        await waitForText(page, 'Tap to start');
      },
      JOURNEY_MS,
    );

    /** Whether IndexedDB keeps a Blob in this session: the write, refused at once or when it commits. */
    const storesBlob = async () => {
      const request = indexedDB.open(`blob-probe-${Date.now()}`, 1);
      request.onupgradeneeded = () => request.result.createObjectStore('probe');
      const db = await new Promise<IDBDatabase>((resolve) => {
        request.onsuccess = () => resolve(request.result);
      });
      try {
        const tx = db.transaction('probe', 'readwrite');
        tx.objectStore('probe').put(new Blob(['probe'], { type: 'text/plain' }), 'blob');
        return await new Promise<boolean>((resolve) => {
          tx.oncomplete = () => resolve(true);
          tx.onerror = () => resolve(false);
          tx.onabort = () => resolve(false);
        });
      } catch {
        return false;
      } finally {
        db.close();
      }
    };
    it(
      `keeps a photo taken offline through a reload and sends it once back online${limits.refusesBlobs ? ` (kept as bytes: ${limits.refusesBlobs})` : ''}`,
      async () => {
        expect(await page.run(storesBlob)).toBe(!limits.refusesBlobs);
        await waitInPage(page, 'the service worker in control', () => !!navigator.serviceWorker?.controller);
        await network.setOnline(false);
        await takeAndKeepOn(page, 'Photo');
        await page.reload();
        await waitForHeading(page, `Harbour ${page.engine}`);
        await waitForText(page, 'Tap to start');
        await expectGalleryCounts(organiser, event.eventId, gallery);
        await network.setOnline(true);
        gallery.photo += 1;
        await expectGalleryCounts(organiser, event.eventId, gallery);
      },
      JOURNEY_MS,
    );

    it(
      'shows the paused screen once the organiser pauses the booth (its report on loading takes the command)',
      async () => {
        const { booths } = await organiser.call(fleetEndpoints.eventBooths, { params: { id: event.eventId } });
        const booth = booths.find((one) => one.device_name === `Booth on ${page.engine}`);
        if (!booth) throw new Error(`no booth of ${page.engine} in the Booths panel`);
        await organiser.call(fleetEndpoints.sendCommand, {
          params: { id: event.eventId },
          body: { session_id: booth.session_id, kind: 'pause' },
        });
        await page.reload();
        await waitForHeading(page, 'Back in a moment');
        await saveEngineScreenshot(page, 'paused');
      },
      JOURNEY_MS,
    );

    it(
      'opens the share QR code’s address on the capture’s own page',
      async () => {
        await page.goto(shareAddress);
        await waitInPage(page, 'the photo on its page', () =>
          [...document.images].some((image) => image.complete && image.naturalWidth > 0 && /photo/i.test(image.alt)),
        );
        expect(await page.run(() => location.pathname)).toMatch(/^\/gallery\/share\/view\/one\//);
      },
      JOURNEY_MS,
    );
  });
}
