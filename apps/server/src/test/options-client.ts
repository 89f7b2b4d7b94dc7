/** Helpers that drive the option step calls the way the web wizard does. */
import {
  eventEndpoints,
  FRAME_HEIGHT,
  FRAME_WIDTH,
  libraryEndpoints,
  OPTION_STEPS,
  type OptionStepEntry,
} from '@boothdeck/contract';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { replyOf } from './call-app.ts';
import { eventsClient, type FeatureFlags, type OptionFlags } from './events-client.ts';
import { asDataUrl } from './image-fixtures.ts';
import { type SampleCall, sampleOf } from './option-step-samples.ts';
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

/** The flag of every option step, switched on. */
export const EVERY_OPTION: Record<OptionStepEntry['option'], 1> = Object.fromEntries(
  OPTION_STEPS.map((step) => [step.option, 1]),
) as Record<OptionStepEntry['option'], 1>;

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

  return {
    ...events,

    /** Makes each call (made by `sampleCall`, which typed its body) in turn; fails the test when one is refused. */
    async saveAll(member: SignedIn, calls: SampleCall[]): Promise<void> {
      for (const { endpoint, body } of calls) {
        const reply = await events.callUnchecked(member, endpoint, { body });
        if (reply.statusCode !== 200) throw new Error(`${endpoint.path} failed: ${reply.body}`);
      }
    },

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
     * by the step's sample (option-step-samples.ts), uploads included.
     */
    async configuredEvent(member: SignedIn, library: Libraries): Promise<number> {
      const eventId = await this.eventWith(member, { data_capture: 1 }, EVERY_OPTION);
      const customFrame = await pngDataUrl(FRAME_WIDTH, FRAME_HEIGHT);
      for (const step of OPTION_STEPS) {
        const sample = await sampleOf(step.id);
        await this.saveAll(member, sample.calls({ eventId, library, customFrame }));
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
