import { socialEndpoints } from '@boothdeck/contract';
import { MESSAGES } from '@boothdeck/contract/messages';
import { describe, expect, it } from 'vitest';
import { callApp } from '../../test/call-app.ts';
import { useOptionStep } from '../../test/option-step-setup.ts';
import { first } from '../../test/options-client.ts';
import { TEST_DIALECTS } from '../../test/test-app.ts';

describe.each(TEST_DIALECTS)('social, animation, fast, props, frames and filters steps on %s', (dialect) => {
  const setup = useOptionStep(dialect, 'Free Trial', { gif: 1, brust_gif: 1, digital_props: 1, frame: 1, filters: 1 });
  it('saves the social step and updates it from the edit screen', async () => {
    const { client, alice, eventId } = setup;
    const saved = await client.post(alice, 'social-media', {
      eventId,
      email_message: 'Share your photo!',
      instagramToggle: true,
      facebookToggle: 0,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().social).toEqual({ instagram: '1', client_facebook: '0', email_message: 'Share your photo!' });

    const updated = await client.post(alice, `event/social/update/${eventId}`, {
      instagram: 0,
      client_facebook: '1',
      email_message: 'Tag us',
    });
    expect(updated.json()).toMatchObject({ status: true, message: MESSAGES.informationUpdated });
    expect((await client.show(alice, eventId)).social).toEqual({
      instagram: '0',
      client_facebook: '1',
      email_message: 'Tag us',
    });
  });

  it('saves chosen animations with their settings, defaults filled in', async () => {
    const { client, alice, library, eventId } = setup;
    const [one = 0, two = 0] = library.gifs;
    const reply = await client.post(alice, 'gif-setting', {
      eventId,
      gif_setting: [
        { gifId: two, number_of_frame: 6, interval_count_down: 5, playback_speed: 4, show_overlay: true },
        { gifId: one },
        { gifId: two },
      ],
    });
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toMatchObject({ status: true, gif_setting: 'success' });

    const { gifSetting } = (await client.get(alice, `gif-setting/${eventId}`)).json();
    expect(gifSetting.map((item: { gif_id: number }) => item.gif_id)).toEqual([two, one]);
    expect(gifSetting[1].gif_settings).toEqual({
      gifId: one,
      number_of_frame: 2,
      interval_count_down: 3,
      playback_speed: 2,
      individual_photo: 'disabled',
      show_overlay: false,
      mirror_live: false,
    });
    expect(gifSetting[0].gif).toMatchObject({ id: two, name: 'Polaroid Stack', custom_frame: [] });
    expect(gifSetting[1].gif.name).toBe('Film Strip');
    expect(gifSetting[0].gif.preview_image).toMatch(/^\/library\/gif\/preview\//);
  });

  it('refuses an empty animation list, settings out of range and animations not in the library', async () => {
    const { client, alice, library, eventId } = setup;
    const empty = await client.post(alice, 'gif-setting', { eventId, gif_setting: [] });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors).toEqual({ gif_setting: [MESSAGES.chooseAnyAnimation] });

    const gifId = first(library.gifs);
    const outOfRange = await client.post(alice, 'gif-setting', {
      eventId,
      gif_setting: [{ gifId, number_of_frame: 7, interval_count_down: 0, playback_speed: 5, individual_photo: 'x' }],
    });
    expect(outOfRange.json().errors).toEqual({
      'gif_setting.0.number_of_frame': [MESSAGES.gifFrameCount],
      'gif_setting.0.interval_count_down': [MESSAGES.gifCountdown],
      'gif_setting.0.playback_speed': [MESSAGES.playbackSpeed],
      'gif_setting.0.individual_photo': [MESSAGES.invalidChoice],
    });

    const unknown = await client.post(alice, `event/gif-setting/update/${eventId}`, {
      gif_setting: [{ gifId }, { gifId: 99_999 }],
    });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors).toEqual({ 'gif_setting.1.gifId': [MESSAGES.libraryItemMissing] });
  });

  it('saves 3 in 1 fast styles with frame counts of 6 to 16 in steps of 2', async () => {
    const { client, alice, library, eventId } = setup;
    const brustGifId = first(library.burstGifs);
    const refused = await client.post(alice, 'event-brust-gif', {
      eventId,
      brust_gif: [{ brustGifId, number_of_frame: 2 }],
    });
    expect(refused.json().errors).toEqual({ 'brust_gif.0.number_of_frame': [MESSAGES.burstFrameCount] });
    expect((await client.post(alice, 'event-brust-gif', { eventId, brust_gif: [] })).json().errors).toEqual({
      brust_gif: [MESSAGES.chooseAnyAnimation],
    });

    const saved = await client.post(alice, 'event-brust-gif', {
      eventId,
      brust_gif: [{ brustGifId, number_of_frame: 10, playback_speed: 3, mirror_live: 1 }],
    });
    expect(saved.json()).toMatchObject({ brust_gif: 'success' });
    const updated = await client.post(alice, `event/brust-gif/update/${eventId}`, {
      brust_gif: [{ brustGifId, number_of_frame: '16' }],
    });
    expect(updated.json().message).toBe(MESSAGES.informationUpdated);
    const { galleryItems } = (await client.get(alice, `event-brust-gif/${eventId}`)).json();
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
    expect((await client.post(alice, 'digital-prop', { eventId, digital_prop_frame: [] })).json().errors).toEqual({
      digital_prop_frame: [MESSAGES.chooseAnyLibrary],
    });
    const props = await client.post(alice, 'digital-prop', { eventId, digital_prop_frame: [propB, propA] });
    expect(props.json()).toMatchObject({ digital_prop: 'success' });
    await client.post(alice, `event/props/update/${eventId}`, { digital_prop_frame: [propA] });

    const frameId = first(library.frames);
    const frame = await client.post(alice, 'event-photo-frame', { eventId, photo_frame: frameId });
    expect(frame.json()).toMatchObject({ photo_frame: 'success', frames: [{ frame_id: frameId }] });
    const frames = await client.post(alice, `event/frame/update/${eventId}`, {
      photo_frame_template: library.frames.slice(0, 2),
    });
    expect(frames.json().frames).toHaveLength(2);

    const filters = await client.post(alice, 'event-filter', { eventId, option_filters: library.filters.slice(0, 3) });
    expect(filters.json()).toMatchObject({ filters: 'success' });
    const none = await client.post(alice, `event/filter/update/${eventId}`, { option_filters: [] });
    expect(none.json()).toMatchObject({ filters: 'success', filter: [] });
    await client.post(alice, `event/filter/update/${eventId}`, { option_filters: [first(library.filters)] });

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
    const calls: [string, string, Record<string, unknown>?][] = [
      ['POST', 'social-media', { eventId }],
      ['POST', `event/social/update/${eventId}`, {}],
      ['GET', `gif-setting/${eventId}`],
      ['POST', 'gif-setting', { eventId, gif_setting: [{ gifId }] }],
      ['POST', `event/gif-setting/update/${eventId}`, { gif_setting: [{ gifId }] }],
      ['GET', `event-brust-gif/${eventId}`],
      ['POST', 'event-brust-gif', { eventId, brust_gif: [{ brustGifId: first(library.burstGifs) }] }],
      ['POST', `event/brust-gif/update/${eventId}`, { brust_gif: [{ brustGifId: first(library.burstGifs) }] }],
      ['POST', 'digital-prop', { eventId, digital_prop_frame: [first(library.props)] }],
      ['POST', `event/props/update/${eventId}`, { digital_prop_frame: [first(library.props)] }],
      ['POST', 'event-photo-frame', { eventId, photo_frame: first(library.frames) }],
      ['POST', `event/frame/update/${eventId}`, { photo_frame_template: [] }],
      ['POST', 'event-filter', { eventId, option_filters: [] }],
      ['POST', `event/filter/update/${eventId}`, { option_filters: [] }],
    ];
    for (const [method, url, payload] of calls) {
      const reply = method === 'GET' ? await client.get(bob, url) : await client.post(bob, url, payload ?? {});
      expect(reply.statusCode, `${method} ${url}`).toBe(404);
      expect(reply.json()).toEqual({ message: MESSAGES.notFound });
    }
    expect((await client.show(alice, eventId)).social?.email_message).toBe('Tag us');
  });

  it('refuses callers who are not signed in', async () => {
    const { t, eventId } = setup;
    const reply = await callApp(t.app, socialEndpoints.save, { body: { eventId } });
    expect(reply.statusCode).toBe(401);
  });
});
