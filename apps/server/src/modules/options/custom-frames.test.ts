import fs from 'node:fs';
import path from 'node:path';
import { FRAME_HEIGHT, FRAME_WIDTH } from '@boothdeck/contract';
import { MESSAGES } from '@boothdeck/contract/messages';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { asDataUrl, pngBytes } from '../../test/image-fixtures.ts';
import { useOptionStep } from '../../test/option-step-setup.ts';
import { first, pngDataUrl } from '../../test/options-client.ts';
import { TEST_DIALECTS } from '../../test/test-app.ts';

describe.each(TEST_DIALECTS)('custom frames on %s', (dialect) => {
  const setup = useOptionStep(dialect, 'Monthly Pro', { gif: 1, frame: 1 });
  let frameImage: string;

  const mediaFile = (url: string) => path.join(setup.t.config.dataDir, url);

  beforeAll(async () => {
    frameImage = await pngDataUrl(FRAME_WIDTH, FRAME_HEIGHT);
  });

  it('stores a frame-sized image re-encoded and shows it on the frame in the event', async () => {
    const { t, client, alice, library, eventId } = setup;
    const frameId = first(library.frames);
    await client.post(alice, 'event-photo-frame', { eventId, photo_frame: [frameId] });
    const reply = await client.post(alice, 'create-custom-frame', {
      customImage: frameImage,
      event_id: eventId,
      frame_id: frameId,
    });
    expect(reply.statusCode).toBe(200);
    const { custom_frame: customFrame } = reply.json();
    expect(customFrame).toMatchObject({ frame_id: frameId, event_id: eventId });
    expect(customFrame.frame).toMatch(/^\/media\/custom_frame\/[0-9a-f]{32}\.png$/);
    const served = await t.app.inject({ url: customFrame.frame });
    expect(served.statusCode).toBe(200);
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({ width: FRAME_WIDTH, height: FRAME_HEIGHT });

    const [shown] = (await client.show(alice, eventId)).photo_frame ?? [];
    expect(shown?.custom_frame).toEqual([{ id: customFrame.id, frame: customFrame.frame }]);
  });

  it('refuses an image of another size, and files that are not images', async () => {
    const { client, alice, library, eventId } = setup;
    const frameId = first(library.frames);
    for (const [width, height] of [
      [FRAME_WIDTH + 1, FRAME_HEIGHT],
      [FRAME_HEIGHT, FRAME_WIDTH],
      [100, 100],
    ] as const) {
      const reply = await client.post(alice, 'create-custom-frame', {
        customImage: await pngDataUrl(width, height),
        event_id: eventId,
        frame_id: frameId,
      });
      expect(reply.statusCode, `${width}×${height}`).toBe(422);
      expect(reply.json()).toEqual({
        message: MESSAGES.customFrameSize,
        errors: { customImage: [MESSAGES.customFrameSize] },
      });
    }
    const notImage = await client.post(alice, 'create-gif-custom-frame', {
      customImage: asDataUrl(Buffer.from('<svg onload="alert(1)"/>'), 'image/png'),
      event_id: eventId,
      frame_id: first(library.gifs),
    });
    expect(notImage.json().errors).toEqual({ customImage: [MESSAGES.customFrameImageInvalid] });
    const tiny = await client.post(alice, 'create-gif-custom-frame', {
      customImage: asDataUrl(pngBytes(), 'image/png'),
      event_id: eventId,
      frame_id: first(library.gifs),
    });
    expect(tiny.json().errors).toEqual({ customImage: [MESSAGES.customFrameSize] });
  });

  it('keeps one custom frame per animation: a new upload replaces the old file, removal deletes it', async () => {
    const { client, alice, bob, library, eventId } = setup;
    const gifId = first(library.gifs);
    await client.post(alice, 'gif-setting', { eventId, gif_setting: [{ gifId }] });
    const upload = async () =>
      (
        await client.post(alice, 'create-gif-custom-frame', {
          customImage: frameImage,
          event_id: eventId,
          frame_id: gifId,
        })
      ).json().custom_frame;
    const firstFrame = await upload();
    const secondFrame = await upload();
    expect(firstFrame.frame).toMatch(/^\/media\/gif_custom_frame\//);
    expect(fs.existsSync(mediaFile(firstFrame.frame))).toBe(false);

    const { gifSetting } = (await client.get(alice, `gif-setting/${eventId}`)).json();
    expect(gifSetting[0].gif.custom_frame).toEqual([{ id: secondFrame.id, frame: secondFrame.frame }]);

    expect((await client.post(alice, 'removed-custom-frame', { id: secondFrame.id })).statusCode).toBe(404);
    expect((await client.post(bob, 'removed-gif-custom-frame', { id: secondFrame.id })).statusCode).toBe(404);
    const removed = await client.post(alice, 'removed-gif-custom-frame', { id: secondFrame.id });
    expect(removed.json()).toEqual({ status: true, message: MESSAGES.removed });
    expect(fs.existsSync(mediaFile(secondFrame.frame))).toBe(false);
    expect((await client.show(alice, eventId)).gif_gallery?.[0]?.gif.custom_frame).toEqual([]);
  });

  it("refuses frames not in the library and another organiser's event", async () => {
    const { client, alice, bob, library, eventId } = setup;
    const missing = await client.post(alice, 'create-custom-frame', {
      customImage: frameImage,
      event_id: eventId,
      frame_id: 99_999,
    });
    expect(missing.json().errors).toEqual({ frame_id: [MESSAGES.libraryItemMissing] });
    const foreign = await client.post(bob, 'create-custom-frame', {
      customImage: frameImage,
      event_id: eventId,
      frame_id: first(library.frames),
    });
    expect(foreign.statusCode).toBe(404);
  });

  it('removes the option images with the event', async () => {
    const { client, alice, library } = setup;
    const draft = await client.eventWith(alice, {}, { frame: 1 });
    const { custom_frame: customFrame } = (
      await client.post(alice, 'create-custom-frame', {
        customImage: frameImage,
        event_id: draft,
        frame_id: first(library.frames),
      })
    ).json();
    expect(fs.existsSync(mediaFile(customFrame.frame))).toBe(true);
    expect((await client.post(alice, 'delete/draft-event', { event_id: draft })).statusCode).toBe(200);
    expect(fs.existsSync(mediaFile(customFrame.frame))).toBe(false);
  });
});
