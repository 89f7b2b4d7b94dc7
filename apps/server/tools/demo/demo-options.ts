/**
 * The demo events' option settings, one writer per option step, keyed by the step's id. Each body
 * is parsed by the step's update call definition and saved by the step's own service, so the
 * settings pass the same rules as the edit screens' saves. Choices differ from event to event.
 */
import {
  backdropEndpoints,
  burstGifEndpoints,
  customBrandingEndpoints,
  digitalPropEndpoints,
  emailEndpoints,
  filterEndpoints,
  formBuilderEndpoints,
  frameEndpoints,
  gifEndpoints,
  incentiveOfferEndpoints,
  micrositeEndpoints,
  type OptionKey,
  type OptionStepId,
  optionStepOfFlag,
  smsEndpoints,
  socialEndpoints,
} from '@boothdeck/contract';
import { createBackdropService } from '../../src/modules/options/backdrops/backdrops.service.ts';
import { createBurstGifService } from '../../src/modules/options/burst-gif/burst-gif.service.ts';
import { createCustomBrandingService } from '../../src/modules/options/custom-branding/custom-branding.service.ts';
import { createDigitalPropService } from '../../src/modules/options/digital-props/digital-props.service.ts';
import { createEmailService } from '../../src/modules/options/email/email.service.ts';
import { createFilterService } from '../../src/modules/options/filters/filters.service.ts';
import { createFormBuilderService } from '../../src/modules/options/form-builder/form-builder.service.ts';
import { createFrameService } from '../../src/modules/options/frames/frames.service.ts';
import { createGifService } from '../../src/modules/options/gif/gif.service.ts';
import { createIncentiveOfferService } from '../../src/modules/options/incentive-offers/incentive-offers.service.ts';
import { createMicrositeService } from '../../src/modules/options/microsite/microsite.service.ts';
import type { OptionsContext } from '../../src/modules/options/option-context.ts';
import { createSmsService } from '../../src/modules/options/sms/sms.service.ts';
import { createSocialService } from '../../src/modules/options/social/social.service.ts';
import { instantToWallTime } from '../../src/shared/wall-times.ts';
import type { Booth } from './demo-events.ts';
import { backdropDataUrl } from './demo-images.ts';
import { bodyFor, type DemoLibrary, type DemoSavedTemplates, firstOf, framesOf, rotate } from './demo-library.ts';

/** The event whose options are written. */
export type DemoTarget = {
  id: number;
  name: string;
  /** Its place in the demo's list: choices rotate with it. */
  index: number;
  booth: Booth;
  timeZone: string;
  /** The day its offers expire (in the future). */
  offersExpireAt: Date;
};

export type DemoLook = { library: DemoLibrary; saved: DemoSavedTemplates; brandMark: string };

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const FORM_FIELDS = [
  { type: 'text', label: 'Full name', name: 'full_name' },
  { type: 'email', label: 'E-mail', name: 'email' },
  { type: 'text', label: 'Mobile', name: 'mobile' },
  {
    type: 'select',
    label: 'How did you hear about us?',
    name: 'heard_from',
    values: ['Instagram', 'A friend', 'At the venue'],
  },
  { type: 'checkbox', label: 'Send me news and offers', name: 'offers_opt_in', values: ['Yes please'] },
] as const;

/** The demo's backdrops: a name and the two colours of its gradient. */
const DEMO_BACKDROPS: [string, [string, string]][] = [
  ['Sunset beach', ['#f59e0b', '#be185d']],
  ['Northern lights', ['#065f46', '#312e81']],
  ['Party lights', ['#7c3aed', '#db2777']],
];

/**
 * Every event shows two of the three backdrops: each is drawn once per process (a load that
 * follows another draws none), and uploaded as often as it is shown.
 */
const backdropImages = new Map<string, Promise<string>>();
function backdropImage([name, colours]: (typeof DEMO_BACKDROPS)[number]): Promise<string> {
  let image = backdropImages.get(name);
  if (!image) {
    image = backdropDataUrl(colours);
    backdropImages.set(name, image);
  }
  return image;
}

const OFFERS = [
  { offer_name: '10% off your next booth booking', uses_limit: 200 },
  { offer_name: 'Free 6x4 print at the booth', uses_limit: 500 },
  { offer_name: 'Two-for-one cocktail voucher', uses_limit: 150 },
] as const;

/** Writes each chosen option's settings of an event; options without settings (data capture, QR code) need none. */
export function createDemoOptionWriter(
  options: OptionsContext,
  userId: number,
  { library, saved, brandMark }: DemoLook,
) {
  const services = {
    social: createSocialService(options),
    gif: createGifService(options),
    burstGif: createBurstGifService(options),
    email: createEmailService(options),
    sms: createSmsService(options),
    props: createDigitalPropService(options),
    branding: createCustomBrandingService(options),
    microsite: createMicrositeService(options),
    frames: createFrameService(options),
    offers: createIncentiveOfferService(options),
    filters: createFilterService(options),
    form: createFormBuilderService(options),
    backdrops: createBackdropService(options),
  };

  const writers: Partial<Record<OptionStepId, (event: DemoTarget) => Promise<unknown>>> = {
    async social(event) {
      const body = bodyFor(socialEndpoints.update, {
        instagram: 1,
        client_facebook: 1,
        email_message: `Snapped at ${event.name} with Sunny Side Photo Booths #sunnysidebooth`,
      });
      const { instagram, client_facebook: facebook, email_message } = body;
      return services.social.save(userId, event.id, { instagram, facebook, email_message });
    },
    async gif(event) {
      const gif_setting = rotate(library.gifs, event.index, 2).map((gifId, position) => ({
        gifId,
        number_of_frame: 3 + position,
        interval_count_down: 3,
        playback_speed: 2 + position,
        individual_photo: position === 0 ? ('enabled' as const) : ('disabled' as const),
        show_overlay: true,
      }));
      const body = bodyFor(gifEndpoints.update, { gif_setting });
      return services.gif.save(userId, event.id, body.gif_setting);
    },
    async 'burst-gif'(event) {
      const brust_gif = rotate(library.burstGifs, event.index, 2).map((brustGifId, position) => ({
        brustGifId,
        number_of_frame: position === 0 ? 8 : 12,
        playback_speed: 3,
        individual_photo: 'disabled' as const,
      }));
      const body = bodyFor(burstGifEndpoints.update, { brust_gif });
      return services.burstGif.save(userId, event.id, body.brust_gif);
    },
    async email(event) {
      const mine = event.booth === 'wedding';
      const body = bodyFor(emailEndpoints.update, {
        from_name: 'Sunny Side Photo Booths',
        reply_to: 'hello@sunnyside.example',
        email_subject: `Your photos from ${event.name}`,
        email_template_id: mine ? saved.email.templateId : firstOf(library.emailTemplates, event.index),
        template_type: mine ? 'my' : 'standard',
        ...(mine ? { email_my_template_id: saved.email.id } : {}),
        contents: {
          eventName: event.name,
          contentBodyText: `<p>Thanks for joining us at <strong>${escapeHtml(event.name)}</strong>! Your photos are ready to download and share.</p>`,
          buttonText: 'See your photos',
        },
      });
      return services.email.save(userId, event.id, body);
    },
    async sms(event) {
      const body = bodyFor(smsEndpoints.update, {
        text_message: `Thanks for coming to ${event.name}! Your photos are in the gallery - tap the link to download and share them.`,
        google_review_link: 'https://g.page/r/sunny-side-photo-booths/review',
        google_review_custom_message: 'Loved the booth? Leave us a quick review!',
        google_review_message_delay: 60,
      });
      return services.sms.save(userId, event.id, body);
    },
    async 'digital-props'(event) {
      const body = bodyFor(digitalPropEndpoints.update, {
        digital_prop_frame: rotate(library.props, event.index * 5, 8),
      });
      return services.props.save(userId, event.id, body.digital_prop_frame);
    },
    async 'custom-branding'(event) {
      const body = bodyFor(customBrandingEndpoints.update, {
        photo: brandMark,
        align_x: event.index % 2 === 0 ? 'right' : 'left',
        align_y: 'bottom',
      });
      return services.branding.save(userId, event.id, body);
    },
    async microsite(event) {
      const mine = event.booth === 'wedding';
      const body = bodyFor(micrositeEndpoints.update, {
        meta_title: `${event.name} · photos`,
        ...(mine ? { gallery_password: 'celebrate' } : {}),
        sms: 1,
        email: 1,
        facebook: 1,
        instagram: 1,
        linked_in: event.booth === 'corporate' ? 1 : 0,
        twitter: event.booth === 'party' ? 1 : 0,
        download: 1,
        microsite_template_id: mine ? saved.gallery.templateId : firstOf(library.micrositeTemplates, event.index),
        template_type: mine ? 'my' : 'standard',
        ...(mine ? { my_social_gallery_id: saved.gallery.id } : {}),
        // A party keeps the standard template's own look; the others carry the organiser's brand.
        ...(event.booth === 'party' || mine
          ? {}
          : {
              contents: {
                logo: brandMark,
                contentBodyText: `Your photos from ${event.name}: download them and share them with your friends.`,
                SocialMenuStyle: '#312e81',
                buttonText: 'Download all',
                buttonColor: '#f59e0b',
                footerText: 'Sunny Side Photo Booths',
              },
            }),
      });
      return services.microsite.save(userId, event.id, body);
    },
    async frames(event) {
      const chosen = framesOf(library, event.index).map((frame) => frame.id);
      const body = bodyFor(frameEndpoints.update, { photo_frame_template: chosen });
      return services.frames.save(userId, event.id, body.photo_frame_template, 'photo_frame_template');
    },
    async 'incentive-offers'(event) {
      // Offers run to the end of their last day.
      const expire_in = `${instantToWallTime(event.offersExpireAt, event.timeZone).slice(0, 10)} 23:59`;
      const body = bodyFor(incentiveOfferEndpoints.update, {
        incentive_offer: OFFERS.map((offer) => ({ ...offer, expire_in })),
        description: `A thank-you from Sunny Side for joining us at ${event.name}: show the voucher to claim.`,
      });
      return services.offers.save(userId, event.id, body);
    },
    async filters(event) {
      const body = bodyFor(filterEndpoints.update, { option_filters: rotate(library.filters, event.index * 2, 4) });
      return services.filters.save(userId, event.id, body.option_filters);
    },
    async 'form-builder'(event) {
      const body = bodyFor(formBuilderEndpoints.update, {
        form_name: 'Guest details',
        form_data: FORM_FIELDS.map((field) => ({ ...field, values: 'values' in field ? [...field.values] : [] })),
      });
      return services.form.save(userId, event.id, body);
    },
    async backdrops(event) {
      const body = bodyFor(backdropEndpoints.update, {
        backdrops: await Promise.all(
          rotate(DEMO_BACKDROPS, event.index, 2).map(async (backdrop) => ({
            name: backdrop[0],
            image: await backdropImage(backdrop),
          })),
        ),
      });
      return services.backdrops.save(userId, event.id, body.backdrops);
    },
  };

  return async function writeOptions(event: DemoTarget, chosen: readonly OptionKey[]): Promise<void> {
    for (const option of chosen) {
      const step = optionStepOfFlag(option);
      if (step) await writers[step.id]?.(event);
    }
  };
}
