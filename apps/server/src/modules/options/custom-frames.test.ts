import fs from 'node:fs';
import path from 'node:path';
import {
  type CustomFrameBody,
  customFrameEndpoints,
  eventEndpoints,
  FRAME_HEIGHT,
  FRAME_WIDTH,
  frameEndpoints,
  gifEndpoints,
} from '@boothdeck/contract';
import { MESSAGES } from '@boothdeck/contract/messages';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { errorOf, replyOf } from '../../test/call-app.ts';
import { asDataUrl, pngBytes } from '../../test/image-fixtures.ts';
import { useOptionStep } from '../../test/option-step-setup.ts';
import { first, pngDataUrl } from '../../test/options-client.ts';
import type { SignedIn } from '../../test/packages-client.ts';
import { TEST_DIALECTS } from '../../test/test-app.ts';

describe.each(TEST_DIALECTS)('custom frames on %s', (dialect) => {
  const setup = useOptionStep(dialect, 'Monthly Pro', { gif: 1, frame: 1 });
  let frameImage: string;

  const mediaFile = (url: string) => path.join(setup.t.config.dataDir, url);
  const frameFor = (member: SignedIn, body: CustomFrameBody) =>
    setup.client.call(member, customFrameEndpoints.createForFrame, { body });
  const gifFrameFor = (member: SignedIn, body: CustomFrameBody) =>
    setup.client.call(member, customFrameEndpoints.createForGif, { body });

  beforeAll(async () => {
    frameImage = await pngDataUrl(FRAME_WIDTH, FRAME_HEIGHT);
  });

  it('stores a frame-sized image re-encoded and shows it on the frame in the event', async () => {
    const { t, client, alice, library, eventId } = setup;
    const frameId = first(library.frames);
    await client.call(alice, frameEndpoints.save, { body: { eventId, photo_frame: [frameId] } });
    const reply = await frameFor(alice, { customImage: frameImage, event_id: eventId, frame_id: frameId });
    const { custom_frame: customFrame } = replyOf(reply);
    expect(customFrame).toMatchObject({ frame_id: frameId, event_id: eventId });
    expect(customFrame.frame).toMatch(/^\/media\/custom_frame\/[0-9a-f]{32}\.png$/);
    const served = await t.app.inject({ url: customFrame.frame });
    expect(served.statusCode).toBe(200);
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({ width: FRAME_WIDTH, height: FRAME_HEIGHT });

    const [shown] = (await client.show(alice, eventId)).photo_frame ?? [];
    expect(shown?.custom_frame).toEqual([{ id: customFrame.id, frame: customFrame.frame }]);
  });

  it('refuses an image of another size, and files that are not images', async () => {
    const { alice, library, eventId } = setup;
    const frameId = first(library.frames);
    for (const [width, height] of [
      [FRAME_WIDTH + 1, FRAME_HEIGHT],
      [FRAME_HEIGHT, FRAME_WIDTH],
      [100, 100],
    ] as const) {
      const reply = await frameFor(alice, {
        customImage: await pngDataUrl(width, height),
        event_id: eventId,
        frame_id: frameId,
      });
      expect(reply.statusCode, `${width}×${height}`).toBe(422);
      expect(errorOf(reply, 422)).toEqual({
        message: MESSAGES.customFrameSize,
        errors: { customImage: [MESSAGES.customFrameSize] },
      });
    }
    const notImage = await gifFrameFor(alice, {
      customImage: asDataUrl(Buffer.from('<svg onload="alert(1)"/>'), 'image/png'),
      event_id: eventId,
      frame_id: first(library.gifs),
    });
    expect(errorOf(notImage, 422).errors).toEqual({ customImage: [MESSAGES.customFrameImageInvalid] });
    const tiny = await gifFrameFor(alice, {
      customImage: asDataUrl(pngBytes(), 'image/png'),
      event_id: eventId,
      frame_id: first(library.gifs),
    });
    expect(errorOf(tiny, 422).errors).toEqual({ customImage: [MESSAGES.customFrameSize] });
  });

  it('keeps one custom frame per animation: a new upload replaces the old file, removal deletes it', async () => {
    const { client, alice, bob, library, eventId } = setup;
    const gifId = first(library.gifs);
    await client.call(alice, gifEndpoints.save, { body: { eventId, gif_setting: [{ gifId }] } });
    const upload = async () =>
      replyOf(await gifFrameFor(alice, { customImage: frameImage, event_id: eventId, frame_id: gifId })).custom_frame;
    const firstFrame = await upload();
    const secondFrame = await upload();
    expect(firstFrame.frame).toMatch(/^\/media\/gif_custom_frame\//);
    expect(fs.existsSync(mediaFile(firstFrame.frame))).toBe(false);

    const { gifSetting } = replyOf(await client.call(alice, gifEndpoints.get, { params: { id: eventId } }));
    expect(gifSetting[0]?.gif.custom_frame).toEqual([{ id: secondFrame.id, frame: secondFrame.frame }]);

    const remove = { body: { id: secondFrame.id } };
    expect((await client.call(alice, customFrameEndpoints.removeForFrame, remove)).statusCode).toBe(404);
    expect((await client.call(bob, customFrameEndpoints.removeForGif, remove)).statusCode).toBe(404);
    const removed = await client.call(alice, customFrameEndpoints.removeForGif, remove);
    expect(replyOf(removed)).toEqual({ status: true, message: MESSAGES.removed });
    expect(fs.existsSync(mediaFile(secondFrame.frame))).toBe(false);
    expect((await client.show(alice, eventId)).gif_gallery?.[0]?.gif.custom_frame).toEqual([]);
  });

  it("refuses frames not in the library and another organiser's event", async () => {
    const { alice, bob, library, eventId } = setup;
    const missing = await frameFor(alice, {
      customImage: frameImage,
      event_id: eventId,
      frame_id: 99_999,
    });
    expect(errorOf(missing, 422).errors).toEqual({ frame_id: [MESSAGES.libraryItemMissing] });
    const foreign = await frameFor(bob, {
      customImage: frameImage,
      event_id: eventId,
      frame_id: first(library.frames),
    });
    expect(foreign.statusCode).toBe(404);
  });

  it('removes the option images with the event', async () => {
    const { client, alice, library } = setup;
    const draft = await client.eventWith(alice, {}, { frame: 1 });
    const { custom_frame: customFrame } = replyOf(
      await frameFor(alice, { customImage: frameImage, event_id: draft, frame_id: first(library.frames) }),
    );
    expect(fs.existsSync(mediaFile(customFrame.frame))).toBe(true);
    const removed = await client.call(alice, eventEndpoints.removeDraft, { body: { event_id: draft } });
    expect(removed.statusCode).toBe(200);
    expect(fs.existsSync(mediaFile(customFrame.frame))).toBe(false);
  });
});
