/**
 * Every option step's saved settings of one event, for the event reply (show-event,
 * continue/draft-event), and the files they own, removed with the event.
 */
import type { EventOptionSettings } from '@boothdeck/contract';
import type { OptionSettingsSource } from '../events/events.service.ts';
import { readBurstGifs } from './burst-gifs.ts';
import { readProps } from './digital-props.ts';
import { readEmailSetting } from './email.ts';
import { readFilters } from './filters.ts';
import { readForm } from './form-builder.ts';
import { readFrames } from './frames.ts';
import { readGifs } from './gifs.ts';
import { readIncentiveDetails, readOffers } from './incentive-offers.ts';
import { micrositeFilesOf, readMicrosite } from './microsite.ts';
import type { OptionsContext, SettingDocs } from './option-context.ts';
import { readSocial } from './social.ts';
import { readTextMessage } from './text-sms.ts';
import { readWatermark, watermarkFilesOf } from './watermark.ts';

/**
 * The files an event's option rows own: removed with the event, copied with a duplicate. A new
 * option that stores files adds them here.
 */
export function ownedFilesOf(docs: SettingDocs, customFrames: { file_path: string }[]): string[] {
  return [...watermarkFilesOf(docs), ...micrositeFilesOf(docs), ...customFrames.map((row) => row.file_path)];
}

/** Lists are null when nothing is chosen, like the settings of a step never saved. */
const listOrNull = <T>(items: T[]): T[] | null => (items.length > 0 ? items : null);

export function createOptionSettingsSource(options: OptionsContext): OptionSettingsSource {
  return {
    async settingsOf(event): Promise<EventOptionSettings> {
      const [docs, customFrames] = await Promise.all([
        options.settings.all(event.id),
        options.choices.customFrames(event.id),
      ]);
      const [gifs, burstGifs, email, props, microsite, frames, filters, offers] = await Promise.all([
        readGifs(options, event.id, customFrames),
        readBurstGifs(options, event.id),
        readEmailSetting(options, docs.get('email')),
        readProps(options, event.id),
        readMicrosite(options, docs.get('microsite')),
        readFrames(options, event.id, customFrames),
        readFilters(options, event.id),
        readOffers(options, event.id, event.timeZone),
      ]);
      return {
        social: readSocial(docs),
        gif_gallery: listOrNull(gifs),
        brust_gif_gallery: listOrNull(burstGifs),
        email_setting: email,
        text_message: readTextMessage(docs),
        digital_prop: listOrNull(props),
        watermark: readWatermark(options, event.id, docs),
        microsite,
        photo_frame: listOrNull(frames),
        filter: listOrNull(filters),
        incentive_offer: listOrNull(offers),
        incentive_details: readIncentiveDetails(docs.get('incentive')),
        event_form_builder: readForm(docs.get('form')),
      };
    },

    async filesOf(eventId: number): Promise<string[]> {
      const [docs, customFrames] = await Promise.all([
        options.settings.all(eventId),
        options.choices.customFrames(eventId),
      ]);
      return ownedFilesOf(docs, customFrames);
    },
  };
}
