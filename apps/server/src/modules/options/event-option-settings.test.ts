import fs from 'node:fs';
import path from 'node:path';
import { eventSchema, NO_OPTION_SETTINGS } from '@boothdeck/contract';
import { describe, expect, it } from 'vitest';
import { defined } from '../../test/defined.ts';
import { useOptionTestApp } from '../../test/option-step-setup.ts';
import { first } from '../../test/options-client.ts';
import { TEST_DIALECTS } from '../../test/test-app.ts';

describe.each(TEST_DIALECTS)('saved option settings in the event on %s', (dialect) => {
  const setup = useOptionTestApp(dialect, 'Monthly Pro');

  const exists = (url: string) => fs.existsSync(path.join(setup.t.config.dataDir, url));

  const configuredEvent = () => setup.client.configuredEvent(setup.alice, setup.library);

  it('shows nothing for an event whose option steps were never saved', async () => {
    const { client, alice } = setup;
    const eventId = await client.createDraft(alice);
    expect(await client.show(alice, eventId)).toMatchObject(NO_OPTION_SETTINGS);
  });

  it('shows every saved step in show-event and continue/draft-event, in the contract shapes', async () => {
    const { client, alice, library } = setup;
    const eventId = await configuredEvent();
    const shown = await client.show(alice, eventId);
    expect(eventSchema.parse(shown)).toBeTruthy();
    expect(shown).toMatchObject({
      social: { instagram: '1', client_facebook: '1', email_message: 'Hi' },
      gif_gallery: [{ gif_id: first(library.gifs), gif: { custom_frame: [{ id: expect.any(Number) }] } }],
      brust_gif_gallery: [{ brust_gif_id: first(library.burstGifs) }],
      email_setting: { from_name: 'Us', email_subject: 'Photos', draft_status: 'final' },
      text_message: { text_message: 'Your photos', google_review_message_delay: 1 },
      digital_prop: [{ prop_id: library.props[0] }, { prop_id: library.props[1] }],
      watermark: { id: eventId, align_x: 'left', align_y: 'top' },
      microsite: { has_gallery_password: true, microsite_template_id: first(library.micrositeTemplates) },
      photo_frame: [{ frame_id: first(library.frames), custom_frame: [{ id: expect.any(Number) }] }],
      incentive_offer: [
        { offer_name: 'Drink', uses_limit: 2 },
        { offer_name: 'Print', uses_limit: 5 },
      ],
      incentive_details: { description: 'Offers' },
      filter: [{ color_filter_id: first(library.filters) }],
      event_form_builder: { form_name: 'Custom Form' },
    });
    const draft = (await client.get(alice, `continue/draft-event?eventId=${eventId}`)).json().event;
    expect(draft).toEqual(shown);
  });

  it("removes the event's watermark, logo and custom frames with it", async () => {
    const { client, alice } = setup;
    const eventId = await configuredEvent();
    const shown = await client.show(alice, eventId);
    const files = [
      defined(shown.watermark).photo,
      defined(shown.microsite).contents.logo,
      defined(shown.photo_frame?.[0]?.custom_frame[0]).frame,
      defined(shown.gif_gallery?.[0]?.gif.custom_frame[0]).frame,
    ];
    for (const file of files) expect(exists(file), file).toBe(true);
    expect((await client.post(alice, 'delete/draft-event', { event_id: eventId })).statusCode).toBe(200);
    for (const file of files) expect(exists(file), file).toBe(false);
  });

  it('lists every option call in the OpenAPI document under options', async () => {
    const { t } = setup;
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
