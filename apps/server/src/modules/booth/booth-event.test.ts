import {
  type BoothEvent,
  boothEndpoints,
  type EventOptionSettings,
  eventEndpoints,
  NO_OPTION_SETTINGS,
} from '@boothdeck/contract';
import { beforeEach, describe, expect, it } from 'vitest';
import { signInBooth } from '../../test/booth-client.ts';
import { callApp, replyOf } from '../../test/call-app.ts';
import { eventInfoBody } from '../../test/events-client.ts';
import { asDataUrl, pngBytes } from '../../test/image-fixtures.ts';
import { useOptionTestApp } from '../../test/option-step-setup.ts';
import { EVERY_OPTION } from '../../test/options-client.ts';
import { stringsIn } from '../../test/reply-strings.ts';
import { TEST_DIALECTS } from '../../test/test-app.ts';

const SETTING_KEYS = Object.keys(NO_OPTION_SETTINGS) as (keyof EventOptionSettings)[];

/** Every string of a reply that names a file the server serves (library artwork or stored media). */
const fileUrlsIn = (value: unknown) => stringsIn(value, (text) => /\/(library|media)\//.test(text));

describe.each(TEST_DIALECTS)('the booth’s event on %s', (dialect) => {
  const s = useOptionTestApp(dialect, 'Monthly Pro');
  let eventId: number;
  let token: string;

  const readBoothEvent = async (): Promise<BoothEvent> =>
    replyOf(await callApp(s.t.app, boothEndpoints.event, { token }));

  // Each test has a configured event of its own, with a booth signed in to it.
  beforeEach(async () => {
    eventId = await s.client.configuredEvent(s.alice, s.library);
    await s.client.submit(s.alice, eventId);
    token = await signInBooth(s.t.app, (await s.client.show(s.alice, eventId)).uuid);
  });

  it('carries every configured option as the organiser saved it, with absolute image URLs', async () => {
    const image = asDataUrl(pngBytes(), 'image/png');
    const info = await s.client.call(s.alice, eventEndpoints.saveInfo, {
      body: eventInfoBody({ eventId, fileURL: image }),
    });
    expect(info.statusCode).toBe(200);
    const booth = await readBoothEvent();
    const organiser = await s.client.show(s.alice, eventId);
    const { appUrl } = s.t.config;

    // The same settings the organiser sees, once the app's address is taken off the URLs.
    const relative = JSON.parse(JSON.stringify(booth).replaceAll(appUrl, ''));
    for (const key of SETTING_KEYS) expect(relative[key], key).toEqual(organiser[key]);
    expect(booth.options).toEqual({
      ...EVERY_OPTION,
      qr_code: 0,
      approve_captures: 0,
      data_capture: 0,
    });
    expect(booth.features).toMatchObject({ still_photo: 1, sharing: 1, data_capture: 1, video: 0 });

    expect(booth.event_info_image).toMatch(new RegExp(`^${appUrl}/media/`));
    expect(booth.photo_frame?.[0]?.frame).toMatch(new RegExp(`^${appUrl}/library/`));
    expect(booth.photo_frame?.[0]?.custom_frame[0]?.frame).toMatch(new RegExp(`^${appUrl}/media/`));
    expect(booth.watermark).toMatchObject({ align_x: 'left', align_y: 'top' });
    expect(booth.digital_prop).toHaveLength(2);
    expect(booth.text_message?.text_message).toBe('Your photos');
    expect(booth.event_form_builder?.form_data.map((field) => field.label)).toEqual(['Name']);
    expect(booth.incentive_offer?.map((offer) => offer.offer_name)).toEqual(['Drink', 'Print']);

    const urls = fileUrlsIn(booth);
    expect(urls.length).toBeGreaterThan(10);
    for (const url of urls) {
      expect(url.startsWith(`${appUrl}/`), url).toBe(true);
      // Each one loads: the address is the app's, the path the file's.
      expect((await s.t.app.inject({ url: url.slice(appUrl.length) })).statusCode, url).toBe(200);
    }
  });

  it('leaves out the settings of options the event no longer uses', async () => {
    const unticked = { ...EVERY_OPTION, frame: 0, filters: 0, email: 0 } as const;
    const saved = await s.client.call(s.alice, eventEndpoints.saveOptions, {
      body: { eventId, ...unticked, password: '4821' },
    });
    expect(saved.statusCode).toBe(200);

    const booth = await readBoothEvent();
    expect(booth.options).toMatchObject({ frame: 0, filters: 0, email: 0, gif: 1 });
    expect(booth).toMatchObject({ photo_frame: null, filter: null, email_setting: null });
    expect(booth.gif_gallery).toHaveLength(1);
    // The organiser still sees what was saved, should the options be ticked again.
    expect((await s.client.show(s.alice, eventId)).photo_frame).toHaveLength(1);
  });
});
