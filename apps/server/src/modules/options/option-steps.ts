/**
 * The registry of option steps: each step's name, plan option, where its settings are stored,
 * how the event reply reads them, the files they own and the step's calls. The event reply,
 * duplication, file clean-up and route registration go through this list and name no step.
 */
import { burstGifRoutes } from './burst-gif/burst-gif.routes.ts';
import { readBurstGifs } from './burst-gif/burst-gif.service.ts';
import { customBrandingRoutes } from './custom-branding/custom-branding.routes.ts';
import { readWatermark, watermarkFilesOf } from './custom-branding/custom-branding.service.ts';
import { digitalPropRoutes } from './digital-props/digital-props.routes.ts';
import { readProps } from './digital-props/digital-props.service.ts';
import { emailRoutes } from './email/email.routes.ts';
import { readEmailSetting } from './email/email.service.ts';
import { filterRoutes } from './filters/filters.routes.ts';
import { readFilters } from './filters/filters.service.ts';
import { formBuilderRoutes } from './form-builder/form-builder.routes.ts';
import { readForm } from './form-builder/form-builder.service.ts';
import { frameRoutes } from './frames/frames.routes.ts';
import { readFrames } from './frames/frames.service.ts';
import { gifRoutes } from './gif/gif.routes.ts';
import { readGifs } from './gif/gif.service.ts';
import { incentiveOfferRoutes } from './incentive-offers/incentive-offers.routes.ts';
import { readIncentiveDetails, readOffers } from './incentive-offers/incentive-offers.service.ts';
import { micrositeRoutes } from './microsite/microsite.routes.ts';
import { micrositeFilesOf, readMicrosite } from './microsite/microsite.service.ts';
import type { OptionsContext } from './option-context.ts';
import { listOrNull, type OptionStep } from './option-step.ts';
import { savedTemplateRoutes } from './saved-templates/saved-templates.routes.ts';
import { smsRoutes } from './sms/sms.routes.ts';
import { readTextMessage } from './sms/sms.service.ts';
import { socialRoutes } from './social/social.routes.ts';
import { readSocial } from './social/social.service.ts';

export const OPTION_STEPS: OptionStep[] = [
  {
    key: 'social',
    stores: { settings: ['social'], tables: [] },
    read: ({ docs }) => ({ social: readSocial(docs) }),
    endpoints: socialRoutes,
  },
  {
    key: 'gif',
    stores: { settings: [], tables: ['event_gifs'] },
    read: async ({ options, event, customFrames }) => ({
      gif_gallery: listOrNull(await readGifs({ options, eventId: event.id, customFrames })),
    }),
    endpoints: gifRoutes,
  },
  {
    key: 'burst-gif',
    stores: { settings: [], tables: ['event_burst_gifs'] },
    read: async ({ options, event }) => ({ brust_gif_gallery: listOrNull(await readBurstGifs(options, event.id)) }),
    endpoints: burstGifRoutes,
  },
  {
    key: 'email',
    planOption: 'email',
    stores: { settings: ['email'], tables: [] },
    read: async ({ options, docs }) => ({ email_setting: await readEmailSetting(options, docs.get('email')) }),
    endpoints: emailRoutes,
  },
  {
    key: 'sms',
    planOption: 'text_messaging',
    stores: { settings: ['text_message'], tables: [] },
    read: ({ docs }) => ({ text_message: readTextMessage(docs) }),
    endpoints: smsRoutes,
  },
  {
    key: 'digital-props',
    stores: { settings: [], tables: ['event_props'] },
    read: async ({ options, event }) => ({ digital_prop: listOrNull(await readProps(options, event.id)) }),
    endpoints: digitalPropRoutes,
  },
  {
    key: 'custom-branding',
    planOption: 'water_mark',
    stores: { settings: ['watermark'], tables: [] },
    read: ({ options, event, docs }) => ({ watermark: readWatermark(options, event.id, docs) }),
    filesOf: ({ docs }) => watermarkFilesOf(docs),
    endpoints: customBrandingRoutes,
  },
  {
    key: 'microsite',
    planOption: 'microsite',
    stores: { settings: ['microsite'], tables: [] },
    read: async ({ options, docs }) => ({ microsite: await readMicrosite(options, docs.get('microsite')) }),
    filesOf: ({ docs }) => micrositeFilesOf(docs),
    endpoints: micrositeRoutes,
  },
  {
    key: 'frames',
    stores: { settings: [], tables: ['event_frames', 'custom_frames'] },
    read: async ({ options, event, customFrames }) => ({
      photo_frame: listOrNull(await readFrames({ options, eventId: event.id, customFrames })),
    }),
    filesOf: ({ customFrames }) => customFrames.map((row) => row.file_path),
    endpoints: frameRoutes,
  },
  {
    key: 'incentive-offers',
    planOption: 'incentive_offer',
    stores: { settings: ['incentive'], tables: ['incentive_offers'] },
    read: async ({ options, event, docs }) => ({
      incentive_offer: listOrNull(await readOffers(options, event.id, event.timeZone)),
      incentive_details: readIncentiveDetails(docs.get('incentive')),
    }),
    endpoints: incentiveOfferRoutes,
  },
  {
    key: 'filters',
    stores: { settings: [], tables: ['event_filters'] },
    read: async ({ options, event }) => ({ filter: listOrNull(await readFilters(options, event.id)) }),
    endpoints: filterRoutes,
  },
  {
    key: 'form-builder',
    planOption: 'form_builder',
    stores: { settings: ['form'], tables: [] },
    read: ({ docs }) => ({ event_form_builder: readForm(docs.get('form')) }),
    endpoints: formBuilderRoutes,
  },
];

/** Every option call with its handler: the steps' and the saved templates' of the e-mail and microsite steps. */
export const optionEndpoints = (options: OptionsContext) => [
  ...OPTION_STEPS.flatMap((step) => step.endpoints(options)),
  ...savedTemplateRoutes(options),
];
