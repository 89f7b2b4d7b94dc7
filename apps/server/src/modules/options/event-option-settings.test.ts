import fs from 'node:fs';
import path from 'node:path';
import { eventSchema, FRAME_HEIGHT, FRAME_WIDTH, NO_OPTION_SETTINGS } from '@boothdeck/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DAY_MS, utcWallTime } from '../../test/events-client.ts';
import { asDataUrl, pngBytes } from '../../test/image-fixtures.ts';
import { first, type Libraries, type OptionsClient, optionsClient, pngDataUrl } from '../../test/options-client.ts';
import type { SignedIn } from '../../test/packages-client.ts';
import { createTestApp, TEST_DIALECTS, type TestApp } from '../../test/test-app.ts';

describe.each(TEST_DIALECTS)('saved option settings in the event on %s', (dialect) => {
  let t: TestApp;
  let client: OptionsClient;
  let alice: SignedIn;
  let library: Libraries;

  const exists = (url: string) => fs.existsSync(path.join(t.config.dataDir, url));

  /** Saves every option step of a new draft the way the wizard does. */
  async function configuredEvent(): Promise<number> {
    const eventId = await client.eventWith(
      alice,
      { data_capture: 1 },
      {
        gif: 1,
        brust_gif: 1,
        email: 1,
        text_messaging: 1,
        digital_props: 1,
        water_mark: 1,
        microsite: 1,
        frame: 1,
        incentive_offer: 1,
        filters: 1,
        form_builder: 1,
      },
    );
    const steps: [string, Record<string, unknown>][] = [
      ['social-media', { eventId, email_message: 'Hi', instagramToggle: 1, facebookToggle: 1 }],
      ['gif-setting', { eventId, gif_setting: [{ gifId: first(library.gifs) }] }],
      ['event-brust-gif', { eventId, brust_gif: [{ brustGifId: first(library.burstGifs) }] }],
      [
        'email',
        {
          eventId,
          from_name: 'Us',
          email_subject: 'Photos',
          email_template_id: first(library.emailTemplates),
        },
      ],
      ['text-sms', { eventId, text_message: 'Your photos' }],
      ['digital-prop', { eventId, digital_prop_frame: library.props.slice(0, 2) }],
      ['watermark', { event_id: eventId, photo: asDataUrl(pngBytes(), 'image/png'), align_x: 'left', align_y: 'top' }],
      [
        'social-gallery',
        {
          eventId,
          microsite_template_id: first(library.micrositeTemplates),
          gallery_password: 'secret',
          contents: { logo: asDataUrl(pngBytes(), 'image/png') },
        },
      ],
      ['event-photo-frame', { eventId, photo_frame: first(library.frames) }],
      [
        'create-custom-frame',
        {
          event_id: eventId,
          frame_id: first(library.frames),
          customImage: await pngDataUrl(FRAME_WIDTH, FRAME_HEIGHT),
        },
      ],
      [
        'incentive-offer',
        {
          eventId,
          description: 'Offers',
          incentive_offer: [{ offer_name: 'Drink', uses_limit: 2, expire_in: utcWallTime(DAY_MS) }],
        },
      ],
      ['event-filter', { eventId, option_filters: [first(library.filters)] }],
      ['form-data', { eventId, form_name: 'Custom Form', form_data: [{ type: 'text', label: 'Name', name: 'name' }] }],
    ];
    for (const [url, body] of steps) {
      const reply = await client.post(alice, url, body);
      if (reply.statusCode !== 200) throw new Error(`${url} failed: ${reply.body}`);
    }
    return eventId;
  }

  beforeAll(async () => {
    t = await createTestApp(dialect);
    client = optionsClient(t.app, t.config.dataDir, t.config.appUrl);
    alice = await client.organiser('Monthly Pro');
    library = await client.libraries(alice);
  });
  afterAll(() => t.close());

  it('shows nothing for an event whose option steps were never saved', async () => {
    const eventId = await client.createDraft(alice);
    expect(await client.show(alice, eventId)).toMatchObject(NO_OPTION_SETTINGS);
  });

  it('shows every saved step in show-event and continue/draft-event, in the contract shapes', async () => {
    const eventId = await configuredEvent();
    const shown = await client.show(alice, eventId);
    expect(eventSchema.parse(shown)).toBeTruthy();
    expect(shown).toMatchObject({
      social: { instagram: '1', client_facebook: '1', email_message: 'Hi' },
      gif_gallery: [{ gif_id: first(library.gifs) }],
      brust_gif_gallery: [{ brust_gif_id: first(library.burstGifs) }],
      email_setting: { from_name: 'Us', email_subject: 'Photos', draft_status: 'final' },
      text_message: { text_message: 'Your photos', google_review_message_delay: 1 },
      digital_prop: [{ prop_id: library.props[0] }, { prop_id: library.props[1] }],
      watermark: { id: eventId, align_x: 'left', align_y: 'top' },
      microsite: { has_gallery_password: true, microsite_template_id: first(library.micrositeTemplates) },
      photo_frame: [{ frame_id: first(library.frames), custom_frame: [{ id: expect.any(Number) }] }],
      incentive_offer: [{ offer_name: 'Drink', uses_limit: 2 }],
      incentive_details: { description: 'Offers' },
      filter: [{ color_filter_id: first(library.filters) }],
      event_form_builder: { form_name: 'Custom Form' },
    });
    const draft = (await client.get(alice, `continue/draft-event?eventId=${eventId}`)).json().event;
    expect(draft).toEqual(shown);
  });

  it("removes the event's watermark, logo and custom frames with it", async () => {
    const eventId = await configuredEvent();
    const shown = await client.show(alice, eventId);
    const files = [shown.watermark.photo, shown.microsite.contents.logo, shown.photo_frame[0].custom_frame[0].frame];
    for (const file of files) expect(exists(file), file).toBe(true);
    expect((await client.post(alice, 'delete/draft-event', { event_id: eventId })).statusCode).toBe(200);
    for (const file of files) expect(exists(file), file).toBe(false);
  });

  it('lists every option call in the OpenAPI document under options', async () => {
    const document = (await t.app.inject({ url: '/api/docs/json' })).json();
    const calls: [string, string][] = [
      ['post', '/api/v1/social-media'],
      ['post', '/api/v1/event/social/update/{id}'],
      ['get', '/api/v1/gif-setting/{id}'],
      ['post', '/api/v1/gif-setting'],
      ['post', '/api/v1/event/gif-setting/update/{id}'],
      ['post', '/api/v1/create-gif-custom-frame'],
      ['post', '/api/v1/removed-gif-custom-frame'],
      ['get', '/api/v1/event-brust-gif/{id}'],
      ['post', '/api/v1/event-brust-gif'],
      ['post', '/api/v1/event/brust-gif/update/{id}'],
      ['post', '/api/v1/email'],
      ['get', '/api/v1/get-email-settings-data/{id}'],
      ['post', '/api/v1/event/email/update/{id}'],
      ['get', '/api/v1/user/saved/email-template'],
      ['post', '/api/v1/save/my/email-template'],
      ['post', '/api/v1/text-sms'],
      ['post', '/api/v1/event/sms/update/{id}'],
      ['post', '/api/v1/digital-prop'],
      ['post', '/api/v1/event/props/update/{id}'],
      ['post', '/api/v1/watermark'],
      ['put', '/api/v1/watermark/{id}'],
      ['post', '/api/v1/social-gallery'],
      ['get', '/api/v1/event/microsite/get/{id}'],
      ['post', '/api/v1/event/microsite/update/{id}'],
      ['get', '/api/v1/user/saved/social-gallery-template'],
      ['post', '/api/v1/save/my/social-gallery-template'],
      ['post', '/api/v1/event-photo-frame'],
      ['post', '/api/v1/event/frame/update/{id}'],
      ['post', '/api/v1/create-custom-frame'],
      ['post', '/api/v1/removed-custom-frame'],
      ['post', '/api/v1/incentive-offer'],
      ['get', '/api/v1/incentive-offer/{id}'],
      ['post', '/api/v1/incentive-offer/update/{id}'],
      ['post', '/api/v1/event-filter'],
      ['post', '/api/v1/event/filter/update/{id}'],
      ['post', '/api/v1/form-data'],
      ['put', '/api/v1/form-data-update/{id}'],
    ];
    for (const [method, url] of calls) {
      const operation = document.paths[url]?.[method];
      expect(operation, `${method} ${url}`).toBeDefined();
      expect(operation.tags).toEqual(['options']);
      expect(Object.keys(operation.responses)).toEqual(expect.arrayContaining(['200', '401', '403', '404', '422']));
    }
  });
});
