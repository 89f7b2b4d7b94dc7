/** Helpers that drive the option step calls the way the web wizard does. */
import {
  backdropEndpoints,
  burstGifEndpoints,
  customBrandingEndpoints,
  customFrameEndpoints,
  digitalPropEndpoints,
  emailEndpoints,
  eventEndpoints,
  FRAME_HEIGHT,
  FRAME_WIDTH,
  filterEndpoints,
  formBuilderEndpoints,
  frameEndpoints,
  gifEndpoints,
  incentiveOfferEndpoints,
  libraryEndpoints,
  micrositeEndpoints,
  smsEndpoints,
  socialEndpoints,
} from '@boothdeck/contract';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { replyOf } from './call-app.ts';
import { bearer, DAY_MS, eventsClient, type FeatureFlags, type OptionFlags, utcWallTime } from './events-client.ts';
import { asDataUrl, pngBytes } from './image-fixtures.ts';
import type { SignedIn } from './packages-client.ts';

export type OptionsClient = ReturnType<typeof optionsClient>;

/** A PNG of the given size as a data URL; `noise` makes it compress badly (a larger file). */
export async function pngDataUrl(width: number, height: number, options: { noise?: boolean } = {}): Promise<string> {
  const image = options.noise
    ? sharp(Buffer.from(Array.from({ length: width * height * 3 }, () => Math.floor(Math.random() * 256))), {
        raw: { width, height, channels: 3 },
      })
    : sharp({ create: { width, height, channels: 4, background: '#33669980' } });
  return asDataUrl(await image.png().toBuffer(), 'image/png');
}

/** Every option of the event-option step, switched on. */
export const EVERY_OPTION = {
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
  virtual_backdrop: 1,
} as const;

export type Libraries = {
  gifs: number[];
  burstGifs: number[];
  props: number[];
  frames: number[];
  filters: number[];
  emailTemplates: number[];
  micrositeTemplates: number[];
};

export function optionsClient(app: FastifyInstance, dataDir: string, appUrl: string) {
  const events = eventsClient(app, dataDir, appUrl);
  const put = (member: SignedIn, url: string, payload: Record<string, unknown>) =>
    app.inject({ method: 'PUT', url: `/api/v1/${url}`, headers: bearer(member), payload });

  return {
    ...events,
    put,

    /** Ends the member's package now, as a plan that has run out. */
    async lapse(member: SignedIn): Promise<void> {
      await app.platform.database.db
        .updateTable('memberships')
        .set({ expire_at: new Date(Date.now() - 60_000).toISOString() })
        .where('user_id', '=', member.user.id)
        .execute();
    },

    /** A draft with the given features and options switched on (and the admin password set). */
    async eventWith(member: SignedIn, features: FeatureFlags = {}, options: OptionFlags = {}): Promise<number> {
      const eventId = await events.createDraft(member);
      const featureReply = await events.call(member, eventEndpoints.saveFeature, {
        body: { eventId, still_photo: 1, sharing: 1, ...features },
      });
      if (featureReply.statusCode !== 200) throw new Error(`event-feature failed: ${featureReply.body}`);
      const optionReply = await events.call(member, eventEndpoints.saveOptions, {
        body: { eventId, social_media: 1, ...options, password: '4821' },
      });
      if (optionReply.statusCode !== 200) throw new Error(`event-option failed: ${optionReply.body}`);
      return eventId;
    },

    /**
     * A draft with every option switched on and every option step saved the way the wizard does,
     * including the uploads: watermark, microsite logo, and a custom frame of a frame and of an animation.
     */
    async configuredEvent(member: SignedIn, library: Libraries): Promise<number> {
      const eventId = await this.eventWith(member, { data_capture: 1 }, EVERY_OPTION);
      const customFrame = await pngDataUrl(FRAME_WIDTH, FRAME_HEIGHT);
      const steps: [string, () => Promise<{ statusCode: number; body: string }>][] = [
        [
          'social-media',
          () =>
            events.call(member, socialEndpoints.save, {
              body: { eventId, email_message: 'Hi', instagramToggle: 1, facebookToggle: 1 },
            }),
        ],
        [
          'gif-setting',
          () =>
            events.call(member, gifEndpoints.save, {
              body: { eventId, gif_setting: [{ gifId: first(library.gifs) }] },
            }),
        ],
        [
          'create-gif-custom-frame',
          () =>
            events.call(member, customFrameEndpoints.createForGif, {
              body: { event_id: eventId, frame_id: first(library.gifs), customImage: customFrame },
            }),
        ],
        [
          'event-brust-gif',
          () =>
            events.call(member, burstGifEndpoints.save, {
              body: { eventId, brust_gif: [{ brustGifId: first(library.burstGifs) }] },
            }),
        ],
        [
          'email',
          () =>
            events.call(member, emailEndpoints.save, {
              body: {
                eventId,
                from_name: 'Us',
                email_subject: 'Photos',
                email_template_id: first(library.emailTemplates),
              },
            }),
        ],
        ['text-sms', () => events.call(member, smsEndpoints.save, { body: { eventId, text_message: 'Your photos' } })],
        [
          'digital-prop',
          () =>
            events.call(member, digitalPropEndpoints.save, {
              body: { eventId, digital_prop_frame: library.props.slice(0, 2) },
            }),
        ],
        [
          'watermark',
          () =>
            events.call(member, customBrandingEndpoints.save, {
              body: { event_id: eventId, photo: asDataUrl(pngBytes(), 'image/png'), align_x: 'left', align_y: 'top' },
            }),
        ],
        [
          'social-gallery',
          () =>
            events.call(member, micrositeEndpoints.save, {
              body: {
                eventId,
                microsite_template_id: first(library.micrositeTemplates),
                gallery_password: 'secret',
                contents: { logo: asDataUrl(pngBytes(), 'image/png') },
              },
            }),
        ],
        [
          'event-photo-frame',
          () => events.call(member, frameEndpoints.save, { body: { eventId, photo_frame: first(library.frames) } }),
        ],
        [
          'create-custom-frame',
          () =>
            events.call(member, customFrameEndpoints.createForFrame, {
              body: { event_id: eventId, frame_id: first(library.frames), customImage: customFrame },
            }),
        ],
        [
          'incentive-offer',
          () =>
            events.call(member, incentiveOfferEndpoints.save, {
              body: {
                eventId,
                description: 'Offers',
                incentive_offer: [
                  { offer_name: 'Drink', uses_limit: 2, expire_in: utcWallTime(DAY_MS) },
                  { offer_name: 'Print', uses_limit: 5, expire_in: utcWallTime(2 * DAY_MS) },
                ],
              },
            }),
        ],
        [
          'event-filter',
          () =>
            events.call(member, filterEndpoints.save, { body: { eventId, option_filters: [first(library.filters)] } }),
        ],
        [
          'form-data',
          () =>
            events.call(member, formBuilderEndpoints.save, {
              body: { eventId, form_name: 'Custom Form', form_data: [{ type: 'text', label: 'Name', name: 'name' }] },
            }),
        ],
        [
          'event-backdrop',
          () =>
            events.call(member, backdropEndpoints.save, {
              body: { eventId, backdrops: [{ name: 'Beach', image: asDataUrl(pngBytes(), 'image/png') }] },
            }),
        ],
      ];
      for (const [name, save] of steps) {
        const reply = await save();
        if (reply.statusCode !== 200) throw new Error(`${name} failed: ${reply.body}`);
      }
      return eventId;
    },

    /** The ids of every library's items, in library order. */
    async libraries(member: SignedIn): Promise<Libraries> {
      const ids = (items: readonly { id: number }[]) => items.map((item) => item.id);
      const props = replyOf(await events.call(member, libraryEndpoints.props)).prop_digital;
      return {
        gifs: ids(replyOf(await events.call(member, libraryEndpoints.gifList)).gifList),
        burstGifs: ids(replyOf(await events.call(member, libraryEndpoints.burstGifs)).allGifs),
        props: props.flatMap((category) => ids(category.prop)),
        frames: ids(replyOf(await events.call(member, libraryEndpoints.frames)).frames),
        filters: ids(replyOf(await events.call(member, libraryEndpoints.colorFilters)).filterColor),
        emailTemplates: ids(replyOf(await events.call(member, libraryEndpoints.emailTemplates)).email_template),
        micrositeTemplates: ids(replyOf(await events.call(member, libraryEndpoints.micrositeTemplates)).micro_site),
      };
    },
  };
}

/** The first element, failing the test when there is none. */
export function first<T>(items: readonly T[]): T {
  const item = items[0];
  if (item === undefined) throw new Error('expected at least one item');
  return item;
}
