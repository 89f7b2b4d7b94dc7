import {
  type BurstGifBody,
  burstGifEndpoints,
  digitalPropEndpoints,
  type EndpointDefinition,
  filterEndpoints,
  frameEndpoints,
  gifEndpoints,
  socialEndpoints,
} from '@boothdeck/contract';
import { MESSAGES } from '@boothdeck/contract/messages';
import { describe, expect, it } from 'vitest';
import { type AppReply, callApp, errorOf, replyOf } from '../../test/call-app.ts';
import { useOptionStep } from '../../test/option-step-setup.ts';
import { first } from '../../test/options-client.ts';
import { TEST_DIALECTS } from '../../test/test-app.ts';

describe.each(TEST_DIALECTS)('social, animation, fast, props, frames and filters steps on %s', (dialect) => {
  const setup = useOptionStep(dialect, 'Free Trial', { gif: 1, brust_gif: 1, digital_props: 1, frame: 1, filters: 1 });
  it('saves the social step and updates it from the edit screen', async () => {
    const { client, alice, eventId } = setup;
    const saved = await client.call(alice, socialEndpoints.save, {
      body: { eventId, email_message: 'Share your photo!', instagramToggle: true, facebookToggle: 0 },
    });
    expect(replyOf(saved).social).toEqual({ instagram: '1', client_facebook: '0', email_message: 'Share your photo!' });

    const updated = await client.call(alice, socialEndpoints.update, {
      params: { id: eventId },
      body: { instagram: 0, client_facebook: '1', email_message: 'Tag us' },
    });
    expect(replyOf(updated)).toMatchObject({ status: true, message: MESSAGES.informationUpdated });
    expect((await client.show(alice, eventId)).social).toEqual({
      instagram: '0',
      client_facebook: '1',
      email_message: 'Tag us',
    });
  });

  it('saves chosen animations with their settings, defaults filled in', async () => {
    const { client, alice, library, eventId } = setup;
    const [one = 0, two = 0] = library.gifs;
    const reply = await client.call(alice, gifEndpoints.save, {
      body: {
        eventId,
        gif_setting: [
          { gifId: two, number_of_frame: 6, interval_count_down: 5, playback_speed: 4, show_overlay: true },
          { gifId: one },
          { gifId: two },
        ],
      },
    });
    expect(replyOf(reply)).toMatchObject({ status: true, gif_setting: 'success' });

    const { gifSetting } = replyOf(await client.call(alice, gifEndpoints.get, { params: { id: eventId } }));
    expect(gifSetting.map((item) => item.gif_id)).toEqual([two, one]);
    expect(gifSetting[1]?.gif_settings).toEqual({
      gifId: one,
      number_of_frame: 2,
      interval_count_down: 3,
      playback_speed: 2,
      individual_photo: 'disabled',
      show_overlay: false,
      mirror_live: false,
    });
    expect(gifSetting[0]?.gif).toMatchObject({ id: two, name: 'Polaroid Stack', custom_frame: [] });
    expect(gifSetting[1]?.gif.name).toBe('Film Strip');
    expect(gifSetting[0]?.gif.preview_image).toMatch(/^\/library\/gif\/preview\//);
  });

  it('refuses an empty animation list, settings out of range and animations not in the library', async () => {
    const { client, alice, library, eventId } = setup;
    const empty = await client.call(alice, gifEndpoints.save, { body: { eventId, gif_setting: [] } });
    expect(errorOf(empty, 422).errors).toEqual({ gif_setting: [MESSAGES.chooseAnyAnimation] });

    const gifId = first(library.gifs);
    // An individual photo setting the contract does not name.
    const outOfRange = await client.callUnchecked(alice, gifEndpoints.save, {
      body: {
        eventId,
        gif_setting: [{ gifId, number_of_frame: 7, interval_count_down: 0, playback_speed: 5, individual_photo: 'x' }],
      },
    });
    expect(errorOf(outOfRange, 422).errors).toEqual({
      'gif_setting.0.number_of_frame': [MESSAGES.gifFrameCount],
      'gif_setting.0.interval_count_down': [MESSAGES.gifCountdown],
      'gif_setting.0.playback_speed': [MESSAGES.playbackSpeed],
      'gif_setting.0.individual_photo': [MESSAGES.invalidChoice],
    });

    const unknown = await client.call(alice, gifEndpoints.update, {
      params: { id: eventId },
      body: { gif_setting: [{ gifId }, { gifId: 99_999 }] },
    });
    expect(errorOf(unknown, 422).errors).toEqual({ 'gif_setting.1.gifId': [MESSAGES.libraryItemMissing] });
  });

  it('saves 3 in 1 fast styles with frame counts of 6 to 16 in steps of 2', async () => {
    const { client, alice, library, eventId } = setup;
    const brustGifId = first(library.burstGifs);
    const save = (body: BurstGifBody) => client.call(alice, burstGifEndpoints.save, { body });
    const refused = await save({ eventId, brust_gif: [{ brustGifId, number_of_frame: 2 }] });
    expect(errorOf(refused, 422).errors).toEqual({ 'brust_gif.0.number_of_frame': [MESSAGES.burstFrameCount] });
    expect(errorOf(await save({ eventId, brust_gif: [] }), 422).errors).toEqual({
      brust_gif: [MESSAGES.chooseAnyAnimation],
    });

    const saved = await save({
      eventId,
      brust_gif: [{ brustGifId, number_of_frame: 10, playback_speed: 3, mirror_live: 1 }],
    });
    expect(replyOf(saved)).toMatchObject({ brust_gif: 'success' });
    const updated = await client.call(alice, burstGifEndpoints.update, {
      params: { id: eventId },
      body: { brust_gif: [{ brustGifId, number_of_frame: '16' }] },
    });
    expect(replyOf(updated).message).toBe(MESSAGES.informationUpdated);
    const { galleryItems } = replyOf(await client.call(alice, burstGifEndpoints.get, { params: { id: eventId } }));
    expect(galleryItems).toEqual([
      {
        brust_gif_id: brustGifId,
        name: 'Confetti Burst',
        photo: expect.stringMatching(/^\/library\/burstGif\//),
        brust_gif_setting: {
          brustGifId,
          number_of_frame: 16,
          playback_speed: 2,
          individual_photo: 'disabled',
          show_overlay: false,
          mirror_live: false,
        },
      },
    ]);
  });

  it('saves props, at least one, and frames and filters, which may be none', async () => {
    const { client, alice, library, eventId } = setup;
    const [propA = 0, propB = 0] = library.props;
    const noProps = await client.call(alice, digitalPropEndpoints.save, { body: { eventId, digital_prop_frame: [] } });
    expect(errorOf(noProps, 422).errors).toEqual({ digital_prop_frame: [MESSAGES.chooseAnyLibrary] });
    const props = await client.call(alice, digitalPropEndpoints.save, {
      body: { eventId, digital_prop_frame: [propB, propA] },
    });
    expect(replyOf(props)).toMatchObject({ digital_prop: 'success' });
    await client.call(alice, digitalPropEndpoints.update, {
      params: { id: eventId },
      body: { digital_prop_frame: [propA] },
    });

    const frameId = first(library.frames);
    const frame = await client.call(alice, frameEndpoints.save, { body: { eventId, photo_frame: frameId } });
    expect(replyOf(frame)).toMatchObject({ photo_frame: 'success', frames: [{ frame_id: frameId }] });
    const frames = await client.call(alice, frameEndpoints.update, {
      params: { id: eventId },
      body: { photo_frame_template: library.frames.slice(0, 2) },
    });
    expect(replyOf(frames).frames).toHaveLength(2);

    const filters = await client.call(alice, filterEndpoints.save, {
      body: { eventId, option_filters: library.filters.slice(0, 3) },
    });
    expect(replyOf(filters)).toMatchObject({ filters: 'success' });
    const updateFilters = (option_filters: number[]) =>
      client.call(alice, filterEndpoints.update, { params: { id: eventId }, body: { option_filters } });
    expect(replyOf(await updateFilters([]))).toMatchObject({ filters: 'success', filter: [] });
    await updateFilters([first(library.filters)]);

    const event = await client.show(alice, eventId);
    expect(event.digital_prop).toEqual([
      { prop_id: propA, name: 'Top hat', photo_frame: expect.stringMatching(/^\/library\/digital_prop\//) },
    ]);
    expect(event.photo_frame?.map((item) => item.frame_id)).toEqual(library.frames.slice(0, 2));
    expect(event.photo_frame?.map((item) => item.name)).toEqual(['Classic Polaroid', 'Black & Gold']);
    expect(event.photo_frame?.[0]).toMatchObject({
      custom_frame: [],
      frame: expect.stringMatching(/^\/library\/frame\//),
    });
    expect(event.filter).toEqual([
      expect.objectContaining({ color_filter_id: first(library.filters), filter_url: expect.any(String) }),
    ]);
  });

  it("answers 404 for another organiser's event on every call", async () => {
    const { client, alice, bob, library, eventId } = setup;
    const gifId = first(library.gifs);
    const params = { id: eventId };
    const brustGifId = first(library.burstGifs);
    const prop = first(library.props);
    const calls: [string, () => Promise<AppReply<EndpointDefinition>>][] = [
      ['social save', () => client.call(bob, socialEndpoints.save, { body: { eventId } })],
      ['social update', () => client.call(bob, socialEndpoints.update, { params, body: {} })],
      ['animations read', () => client.call(bob, gifEndpoints.get, { params })],
      ['animations save', () => client.call(bob, gifEndpoints.save, { body: { eventId, gif_setting: [{ gifId }] } })],
      [
        'animations update',
        () => client.call(bob, gifEndpoints.update, { params, body: { gif_setting: [{ gifId }] } }),
      ],
      ['fast read', () => client.call(bob, burstGifEndpoints.get, { params })],
      ['fast save', () => client.call(bob, burstGifEndpoints.save, { body: { eventId, brust_gif: [{ brustGifId }] } })],
      [
        'fast update',
        () => client.call(bob, burstGifEndpoints.update, { params, body: { brust_gif: [{ brustGifId }] } }),
      ],
      [
        'props save',
        () => client.call(bob, digitalPropEndpoints.save, { body: { eventId, digital_prop_frame: [prop] } }),
      ],
      [
        'props update',
        () => client.call(bob, digitalPropEndpoints.update, { params, body: { digital_prop_frame: [prop] } }),
      ],
      [
        'frames save',
        () => client.call(bob, frameEndpoints.save, { body: { eventId, photo_frame: first(library.frames) } }),
      ],
      ['frames update', () => client.call(bob, frameEndpoints.update, { params, body: { photo_frame_template: [] } })],
      ['filters save', () => client.call(bob, filterEndpoints.save, { body: { eventId, option_filters: [] } })],
      ['filters update', () => client.call(bob, filterEndpoints.update, { params, body: { option_filters: [] } })],
    ];
    for (const [name, call] of calls) expect(errorOf(await call(), 404), name).toEqual({ message: MESSAGES.notFound });
    expect((await client.show(alice, eventId)).social?.email_message).toBe('Tag us');
  });

  it('refuses callers who are not signed in', async () => {
    const { t, eventId } = setup;
    const reply = await callApp(t.app, socialEndpoints.save, { body: { eventId } });
    expect(reply.statusCode).toBe(401);
  });
});
