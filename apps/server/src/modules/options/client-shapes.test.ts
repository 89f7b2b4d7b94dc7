import {
  burstGifEndpoints,
  digitalPropEndpoints,
  type EndpointAddress,
  type EndpointDefinition,
  filterEndpoints,
  frameEndpoints,
  gifEndpoints,
} from '@boothdeck/contract';
import { MESSAGES } from '@boothdeck/contract/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorOf, replyOf } from '../../test/call-app.ts';
import { type Libraries, type OptionsClient, optionsClient } from '../../test/options-client.ts';
import type { SignedIn } from '../../test/packages-client.ts';
import { documentedBody, openApiDocumentOf } from '../../test/plain-replies.ts';
import { createTestApp, TEST_DIALECTS, type TestApp } from '../../test/test-app.ts';

/** The product's existing client sends the library lists as the items it holds, not as ids. */
describe.each(TEST_DIALECTS)("library lists in the existing client's shapes on %s", (dialect) => {
  let t: TestApp;
  let client: OptionsClient;
  let alice: SignedIn;
  let library: Libraries;
  let eventId: number;

  type Body = Record<string, unknown>;
  /**
   * For each call in turn (a step's save, or with the event's id its update), both bodies get the
   * same reply and leave the event showing the same choices. The existing client's shapes are read
   * by the server's schemas, not written in the contract's types, so both are sent as written here.
   */
  async function expectSameOutcomes(
    calls: [call: { endpoint: EndpointDefinition; id?: number }, ours: Body, theirs: Body][],
  ) {
    for (const [{ endpoint, id }, ours, theirs] of calls) {
      const send = (body: Body) =>
        client.callUnchecked(alice, endpoint, { body, ...(id === undefined ? {} : { params: { id } }) });
      const oursReply = replyOf(await send(ours));
      const oursEvent = await client.show(alice, eventId);
      const theirsReply = replyOf(await send(theirs));
      expect(theirsReply).toEqual(oursReply);
      expect(await client.show(alice, eventId)).toEqual(oursEvent);
    }
  }

  beforeAll(async () => {
    t = await createTestApp(dialect);
    client = optionsClient(t.app, t.config.dataDir, t.config.appUrl);
    alice = await client.organiser('Free Trial');
    library = await client.libraries(alice);
    eventId = await client.eventWith(alice, {}, { gif: 1, brust_gif: 1, digital_props: 1, frame: 1, filters: 1 });
  });
  afterAll(() => t.close());

  it('saves 3 in 1 animations sent as {id, photo, image, settings, custom_frame}', async () => {
    const [one = 0, two = 0] = library.gifs;
    const settings = { number_of_frame: 5, interval_count_down: 4, playback_speed: 3, show_overlay: true };
    const ours = [{ gifId: one, ...settings }, { gifId: two }];
    const theirs = [
      { id: one, photo: 'gif/a.gif', image: 'gif/a.png', settings: { gifId: one, ...settings }, custom_frame: [] },
      { id: two, photo: 'gif/b.gif', image: 'gif/b.png', settings: {}, custom_frame: null },
    ];
    await expectSameOutcomes([
      [{ endpoint: gifEndpoints.save }, { eventId, gif_setting: ours }, { eventId, gif_setting: theirs }],
      [
        { endpoint: gifEndpoints.update, id: eventId },
        { gif_setting: ours.slice(1) },
        { eventId, gif_setting: theirs.slice(1) },
      ],
    ]);

    const outOfRange = await client.callUnchecked(alice, gifEndpoints.save, {
      body: { eventId, gif_setting: [{ id: one, settings: { number_of_frame: 9 } }] },
    });
    expect(errorOf(outOfRange, 422).errors).toEqual({ 'gif_setting.0.number_of_frame': [MESSAGES.gifFrameCount] });
  });

  it('saves 3 in 1 fast styles sent as {id, photo, settings}', async () => {
    const [one = 0] = library.burstGifs;
    const ours = [{ brustGifId: one, number_of_frame: 12, mirror_live: true }];
    const theirs = [
      { id: one, photo: 'burstGif/a.gif', settings: { brustGifId: one, number_of_frame: 12, mirror_live: 1 } },
    ];
    await expectSameOutcomes([
      [{ endpoint: burstGifEndpoints.save }, { eventId, brust_gif: ours }, { eventId, brust_gif: theirs }],
      [{ endpoint: burstGifEndpoints.update, id: eventId }, { brust_gif: ours }, { brust_gif: theirs }],
    ]);
  });

  it('saves props sent as chosen {id, image} or as the event link {prop_id, photo_frame}', async () => {
    const [a = 0, b = 0] = library.props;
    await expectSameOutcomes([
      [
        { endpoint: digitalPropEndpoints.save },
        { eventId, digital_prop_frame: [b, a] },
        {
          eventId,
          digital_prop_frame: [
            { id: b, image: 'digital_prop/b.png' },
            { prop_id: a, photo_frame: 'x.png' },
          ],
        },
      ],
      [
        { endpoint: digitalPropEndpoints.update, id: eventId },
        { digital_prop_frame: [a] },
        { digital_prop_frame: [{ id: a, image: 'digital_prop/a.png' }] },
      ],
    ]);
    const noId = await client.callUnchecked(alice, digitalPropEndpoints.save, {
      body: { eventId, digital_prop_frame: [{ image: 'a.png' }] },
    });
    expect(errorOf(noId, 422).errors).toEqual({ 'digital_prop_frame.0': [MESSAGES.libraryItemMissing] });
  });

  it('saves frames sent as {id, preview_image, custom_frame}, one or a list, or as {frame_id}', async () => {
    const [a = 0, b = 0] = library.frames;
    const frame = (id: number) => ({ id, preview_image: 'frame/preview_image/x.png', custom_frame: [] });
    await expectSameOutcomes([
      [{ endpoint: frameEndpoints.save }, { eventId, photo_frame: a }, { eventId, photo_frame: frame(a) }],
      [
        { endpoint: frameEndpoints.save },
        { eventId, photo_frame: [b, a] },
        { eventId, photo_frame: [frame(b), { frame_id: a, photo_frame: 'x.png' }] },
      ],
      [
        { endpoint: frameEndpoints.update, id: eventId },
        { photo_frame_template: [a] },
        { photo_frame_template: [frame(a)] },
      ],
    ]);
  });

  it('saves filters sent as {color_filter_id, filter_photo, id, filter_url}', async () => {
    const [a = 0, b = 0] = library.filters;
    const filter = (colorFilterId: number) => ({
      color_filter_id: colorFilterId,
      filter_photo: 'color_filter/x.png',
      id: 90_000 + colorFilterId,
      filter_url: 'color_filter/x.cube',
    });
    await expectSameOutcomes([
      [
        { endpoint: filterEndpoints.save },
        { eventId, option_filters: [a, b] },
        { eventId, option_filters: [filter(a), filter(b)] },
      ],
      [{ endpoint: filterEndpoints.update, id: eventId }, { option_filters: [b] }, { option_filters: [filter(b)] }],
    ]);
  });

  it('documents the client shapes in the OpenAPI document', async () => {
    const document = await openApiDocumentOf(t.app);
    const bodyOf = (call: EndpointAddress) => documentedBody(document, call).properties ?? {};
    expect(bodyOf(gifEndpoints.save).gif_setting?.description).toMatch(/settings: \{gifId/);
    expect(bodyOf(gifEndpoints.save).gif_setting?.items?.properties?.gifId).toBeDefined();
    expect(bodyOf(burstGifEndpoints.save).brust_gif?.description).toMatch(/brustGifId/);
    expect(bodyOf(digitalPropEndpoints.save).digital_prop_frame?.description).toMatch(/prop_id/);
    expect(bodyOf(frameEndpoints.save).photo_frame?.description).toMatch(/preview_image/);
    expect(bodyOf(filterEndpoints.save).option_filters?.description).toMatch(/color_filter_id/);
  });
});
