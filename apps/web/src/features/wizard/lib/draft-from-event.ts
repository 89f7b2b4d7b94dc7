import type { Event } from '@boothdeck/contract';
import { eventInfoFromEvent } from '../steps/event-info/event-info-schema';
import { featureFromEvent } from '../steps/feature/feature-schema';
import { optionsFromEvent } from '../steps/options/options-schema';
import { type DraftEvent, EMPTY_DRAFT } from '../stores/draft-store';

/** The wizard state of a saved draft: each step's data when the server holds it, else nothing. */
export function draftFromEvent(event: Event): DraftEvent {
  return {
    ...EMPTY_DRAFT,
    eventId: event.id,
    event_info: eventInfoFromEvent(event),
    feature: event.feature ? featureFromEvent(event) : null,
    event_option: event.event_option ? optionsFromEvent(event) : null,
    // The option steps' saved settings, under the draft's names for them.
    social: event.social,
    event_gif: event.gif_gallery,
    burst_gifs: event.brust_gif_gallery,
    email: event.email_setting,
    sms_sharing: event.text_message,
    digital_prop: event.digital_prop,
    watermark: event.watermark,
    micro_site: event.microsite,
    photo_template_frame: event.photo_frame,
    filters: event.filter,
    incentive_offer: event.incentive_offer,
    form_builder: event.event_form_builder,
  };
}
