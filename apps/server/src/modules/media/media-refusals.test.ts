import { MEDIA_MAX_BYTES } from '@boothdeck/contract';
import { MESSAGES } from '@boothdeck/contract/messages';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../shared/app-error.ts';
import { animatedGif, cameraJpeg, clipMp4, hugePngHeader, plainPng } from '../../test/capture-fixtures.ts';
import { useMediaEvent } from '../../test/media-setup.ts';
import { TEST_DIALECTS } from '../../test/test-app.ts';
import type { CaptureInput } from './media.service.ts';

describe.each(TEST_DIALECTS)('captures the pipeline refuses, and retries, on %s', (dialect) => {
  const suite = useMediaEvent(dialect);
  const input = suite.capture;
  const mediaRows = () =>
    suite.t.app.platform.database.db
      .selectFrom('media_items')
      .selectAll()
      .where('event_id', '=', suite.eventId)
      .execute();

  /** The refusal the booth would get, and proof nothing was stored. */
  async function refusal(capture: CaptureInput) {
    const [rowsBefore, keysBefore] = [(await mediaRows()).length, await suite.setup.storedKeys()];
    const error = await suite.setup.media.storeCapture(capture).then(
      () => null,
      (caught: unknown) => caught,
    );
    if (!(error instanceof AppError)) throw new Error(`expected a refusal, got ${String(error)}`);
    expect((await mediaRows()).length).toBe(rowsBefore);
    expect(await suite.setup.storedKeys()).toEqual(keysBefore);
    return { code: error.code, message: error.message, fields: error.fields };
  }

  it('refuses text and HTML whatever the booth calls them', async () => {
    for (const bytes of ['<!doctype html><script>alert(1)</script>', 'just some notes']) {
      expect(await refusal(input('photo', Buffer.from(bytes)))).toMatchObject({
        code: 'validation',
        message: 'The file is not a JPEG, PNG, WebP, GIF, MP4 or WebM file.',
      });
    }
  });

  it('refuses bytes that do not fit the declared media type', async () => {
    expect(await refusal(input('video', await plainPng(), { poster: await plainPng() }))).toMatchObject({
      code: 'validation',
      message: 'A video must be MP4, WEBM.',
    });
    expect(await refusal(input('photo', await clipMp4()))).toMatchObject({ code: 'validation' });
    expect(await refusal(input('gif', await cameraJpeg()))).toMatchObject({ code: 'validation' });
  });

  it('refuses a file over its size limit with 413 before looking further', async () => {
    const oversized = Buffer.alloc(MEDIA_MAX_BYTES.photo + 1);
    (await cameraJpeg()).copy(oversized);
    expect(await refusal(input('photo', oversized))).toMatchObject({
      code: 'too_large',
      message: 'The file is over 40 MB.',
    });
  });

  // How fast the refusal comes is measured by the pixel-limit-refusal benchmark (bench/media-calls.ts).
  it('refuses a picture claiming too many pixels without decoding it', async () => {
    const { code, message } = await refusal(input('photo', hugePngHeader()));
    expect(code).toBe('validation');
    expect(message).toContain('10000×10000');
  });

  it('refuses an animation of more than 300 frames', async () => {
    expect((await refusal(input('gif', await animatedGif(301, 4)))).message).toContain('301 frames');
  });

  it('refuses cut-off pictures and clips with a clear message', async () => {
    const photo = await cameraJpeg();
    expect(await refusal(input('photo', photo.subarray(0, Math.floor(photo.length / 2))))).toMatchObject({
      code: 'validation',
      message: 'The file is damaged or cut off and cannot be read.',
    });
    const clip = await clipMp4();
    const cut = await refusal(input('video', clip.subarray(0, clip.length - 100), { poster: photo }));
    expect(cut.message).toMatch(/^The clip is damaged or cut off: /);
  });

  it('asks for the poster of a clip', async () => {
    expect(await refusal(input('video', await clipMp4()))).toMatchObject({
      code: 'validation',
      fields: { poster: ['A video needs a poster still (JPEG, PNG or WebP).'] },
    });
  });

  it('refuses media the event does not capture, and uploads to an event whose package ran out', async () => {
    const photoOnly = await suite.setup.eventWith(['still_photo']);
    const video = input('video', await clipMp4(), { eventId: photoOnly.eventId, poster: await cameraJpeg() });
    expect(await refusal(video)).toMatchObject({
      code: 'forbidden',
      message: 'This event does not capture video media.',
    });
    expect(await refusal(input('gif', await animatedGif(), { eventId: photoOnly.eventId }))).toMatchObject({
      code: 'forbidden',
    });

    await suite.t.app.platform.database.db
      .updateTable('memberships')
      .set({ expire_at: new Date(Date.now() - 60_000).toISOString() })
      .where('user_id', '=', photoOnly.member.user.id)
      .execute();
    expect(await refusal(input('photo', await plainPng(), { eventId: photoOnly.eventId }))).toMatchObject({
      code: 'forbidden',
      message: MESSAGES.upgradePackage,
    });
  });

  it('answers a retry with the item already stored, keeping one row and one set of files', async () => {
    const capture = input('photo', await cameraJpeg());
    const first = await suite.setup.media.storeCapture(capture);
    const keys = await suite.setup.storedKeys();
    const again = await suite.setup.media.storeCapture({ ...capture, file: await cameraJpeg() });
    expect(again).toEqual({ ...first, isNew: false });
    expect(await suite.setup.storedKeys()).toEqual(keys);
    expect((await mediaRows()).filter((row) => row.client_id === capture.clientId)).toHaveLength(1);
  });

  it('lets one of several simultaneous uploads with one client id in, and answers all with it', async () => {
    const keysBefore = await suite.setup.storedKeys();
    const capture = input('photo', await cameraJpeg());
    const results = await Promise.all([1, 2, 3, 4].map(() => suite.setup.media.storeCapture(capture)));
    expect(new Set(results.map((result) => result.item.id)).size).toBe(1);
    expect(results.filter((result) => result.isNew)).toHaveLength(1);
    expect((await mediaRows()).filter((row) => row.client_id === capture.clientId)).toHaveLength(1);
    // One photo leaves three files: the original, its thumbnail and its preview.
    expect((await suite.setup.storedKeys()).length - keysBefore.length).toBe(3);
  });
});
