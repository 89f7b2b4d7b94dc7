/**
 * What each write that names its event says on the event's activity, for people: "approved 3
 * captures", "edited the Frames step". One text per definition, said from the write's own request
 * (nothing else is read); the registry refuses to start when an event-naming write has none.
 */
import {
  type BoothCommandKind,
  backdropEndpoints,
  burstGifEndpoints,
  clientReportEndpoints,
  customBrandingEndpoints,
  customFrameEndpoints,
  type DownloadKind,
  dataRightsEndpoints,
  deliveriesEndpoints,
  digitalPropEndpoints,
  type EndpointDefinition,
  emailEndpoints,
  eventEndpoints,
  eventLanguageEndpoints,
  filterEndpoints,
  fleetEndpoints,
  formBuilderEndpoints,
  frameEndpoints,
  galleryEndpoints,
  gifEndpoints,
  incentiveOfferEndpoints,
  leadEndpoints,
  micrositeEndpoints,
  moderationEndpoints,
  paymentEndpoints,
  printingEndpoints,
  smsEndpoints,
  socialEndpoints,
} from '@boothdeck/contract';
import type { ActivityText, ActivityTexts } from '../../plugins/endpoint-roles.ts';

/** "3 captures", "a capture". */
const counted = (count: number, one: string, many: string) => (count === 1 ? `a ${one}` : `${count} ${many}`);

const DOWNLOAD_TEXTS: Record<DownloadKind, string> = {
  photos: 'the photos',
  videos: 'the videos',
  gif: 'the 3 in 1 animations',
  burst_gif: 'the 3 in 1 fast animations',
  boomerangs: 'the boomerangs',
  all: 'the whole gallery',
};

const BOOTH_COMMAND_TEXTS: Record<BoothCommandKind, string> = {
  pause: 'paused',
  resume: 'resumed',
  reload: 'reloaded',
  sign_out: 'signed out',
};

/** A definition and its text, the text typed by the definition's parsed request. */
const says = <const Definition extends EndpointDefinition>(
  definition: Definition,
  text: ActivityText<Definition>,
): [EndpointDefinition, ActivityText] => [definition, text as ActivityText];

/** Both calls that save one option step, at set-up and on the event's edit. */
const step = (name: string, ...definitions: EndpointDefinition[]) =>
  definitions.map((definition) => says(definition, `edited the ${name} step`));

export const ACTIVITY_TEXTS: ActivityTexts = new Map<EndpointDefinition, ActivityText>([
  says(eventEndpoints.saveInfo, "edited the event's information"),
  says(eventEndpoints.saveFeature, "chose the event's features"),
  says(eventEndpoints.saveOptions, "edited the event's options"),
  says(eventEndpoints.finalise, 'published the event'),
  says(eventEndpoints.duplicate, 'duplicated the event'),
  says(eventEndpoints.remove, 'removed the event'),
  says(eventEndpoints.removeDraft, 'removed the draft'),
  says(eventLanguageEndpoints.save, 'edited the guest languages'),
  ...step('Frames', frameEndpoints.save, frameEndpoints.update),
  ...step('Filters', filterEndpoints.save, filterEndpoints.update),
  ...step('3 in 1', gifEndpoints.save, gifEndpoints.update),
  ...step('3 in 1 fast', burstGifEndpoints.save, burstGifEndpoints.update),
  ...step('Digital props', digitalPropEndpoints.save, digitalPropEndpoints.update),
  ...step('Virtual backdrop', backdropEndpoints.save, backdropEndpoints.update),
  ...step('E-mail', emailEndpoints.save, emailEndpoints.update),
  ...step('Text messaging', smsEndpoints.save, smsEndpoints.update),
  ...step('Social', socialEndpoints.save, socialEndpoints.update),
  ...step('Social gallery', micrositeEndpoints.save, micrositeEndpoints.update),
  ...step('Printing', printingEndpoints.save, printingEndpoints.update),
  ...step('Form builder', formBuilderEndpoints.save, formBuilderEndpoints.update),
  ...step('Incentives and offers', incentiveOfferEndpoints.save, incentiveOfferEndpoints.update),
  ...step('Custom branding', customBrandingEndpoints.save, customBrandingEndpoints.update),
  says(customFrameEndpoints.createForFrame, 'uploaded a custom frame'),
  says(customFrameEndpoints.createForGif, 'uploaded a custom 3 in 1 frame'),
  says(
    moderationEndpoints.decide,
    ({ body }) => `${body.decision} ${counted(body.media_ids.length, 'capture', 'captures')}`,
  ),
  says(moderationEndpoints.approveAll, 'approved every pending capture'),
  says(galleryEndpoints.downloadLink, ({ body }) =>
    'media_id' in body ? 'downloaded a capture' : `downloaded ${DOWNLOAD_TEXTS[body.type]}`,
  ),
  says(deliveriesEndpoints.resendOne, 'resent a share'),
  says(deliveriesEndpoints.resendFailed, 'resent every failed share'),
  says(fleetEndpoints.sendCommand, ({ body }) => `${BOOTH_COMMAND_TEXTS[body.kind]} a booth`),
  says(leadEndpoints.bulkMessage, ({ body }) => {
    const channel = body.type === 'email' ? 'an e-mail' : 'a text message';
    const leads = body.select_type === 'all' ? 'every lead' : counted(body.lead_ids.length, 'lead', 'leads');
    return `sent ${channel} to ${leads}`;
  }),
  says(leadEndpoints.exportLink, 'exported the leads'),
  says(clientReportEndpoints.createLink, 'made a report link'),
  says(clientReportEndpoints.revokeLink, 'revoked a report link'),
  says(dataRightsEndpoints.saveRetention, ({ body }) =>
    body.retention_days === null
      ? "kept the guests' data with no end date"
      : `set the guests' data to be deleted ${counted(body.retention_days, 'day', 'days')} after the event`,
  ),
  says(paymentEndpoints.eventCheckout, "started paying for the event's device"),
]);
