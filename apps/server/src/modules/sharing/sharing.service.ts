/**
 * Guest sharing from the public gallery. A social share is counted at once (the guest's page
 * opened the network). An e-mail or SMS share is a delivery of purpose 'share': queued in the
 * ledger and sent in the background with the organiser's text and the item's link (see
 * deliveries). Only sent rows are counted.
 */
import {
  SHARING_MESSAGES,
  type ShareChannel,
  type ShareCountReply,
  type ShareMessageReply,
  SOCIAL_SHARE_PLATFORMS,
  type shareCountBodySchema,
  type shareMessageBodySchema,
  yourDataPath,
} from '@boothdeck/contract';
import { MESSAGES } from '@boothdeck/contract/messages';
import type { z } from 'zod';
import type { RateLimiter } from '../../platform/rate-limit/rate-limiter.ts';
import { AppError } from '../../shared/app-error.ts';
import { nowIso } from '../../shared/clock.ts';
import type { DeliveryService, GuestShares } from '../deliveries/index.ts';
import { type EventAccess, guestMessageLanguageOf } from '../events/index.ts';
import {
  type GuestCapture,
  type GuestCaptures,
  type GuestViewer,
  plainFileAddress,
  toGalleryItem,
} from '../media/index.ts';
import type { ShareSwitches, ShareTexts } from '../options/index.ts';
import type { EmitWebhook } from '../webhooks/index.ts';
import { recipientKey, SHARE_RATE_LIMITS } from './share-limits.ts';
import { publicMediaAddress } from './share-links.ts';
import { type MessageLanguage, type SharedLink, shareEmail, shareSms } from './share-message.ts';
import type { SmsCaps } from './sms-caps.ts';

type Dependencies = {
  repository: GuestShares;
  /** The shared capture: one guests may see, or a queued share's (media's port). */
  captures: Pick<GuestCaptures, 'shownCapture' | 'queuedShareCapture'>;
  /** The shared capture's event, named in the message and its link. */
  events: Pick<EventAccess, 'eventById'>;
  texts: ShareTexts;
  deliveries: DeliveryService;
  rateLimiter: RateLimiter;
  appUrl: string;
  smsCaps: SmsCaps;
  emitWebhook: EmitWebhook;
  /** The key that opens a capture waiting for approval to the guest it is sent to. */
  ownCaptureKey: (mediaId: number) => Promise<string>;
};

export type SharingService = ReturnType<typeof createSharingService>;

/** The social gallery switch of each channel that has one; WhatsApp has none and is always allowed. */
const SWITCH_OF_CHANNEL: Partial<Record<ShareChannel, keyof ShareSwitches>> = {
  email: 'email',
  sms: 'sms',
  facebook: 'facebook',
  twitter: 'twitter',
  instagram: 'instagram',
  linkedin: 'linked_in',
};

/** One client address at one gallery: guests behind one address at other events count apart. */
const visitorAt = (eventId: number, address: string) => `${eventId}:${address}`;

export function createSharingService(deps: Dependencies) {
  const { repository, rateLimiter, deliveries } = deps;

  /**
   * What a guest of the public gallery may share: only what that guest may see, so approved
   * captures only, and their own where the gallery shows each guest theirs.
   */
  const publicItemOfEvent = async (eventId: number, mediaId: number, viewer: GuestViewer): Promise<GuestCapture> => {
    const item = await deps.captures.shownCapture(eventId, mediaId, viewer);
    if (!item) throw new AppError('not_found', MESSAGES.notFound);
    return item;
  };

  /** A way of sharing the organiser switched off in the social gallery step is refused. */
  const requireSwitchedOn = async (eventId: number, channel: ShareChannel) => {
    const switches = await deps.texts.switchesOf(eventId);
    const name = SWITCH_OF_CHANNEL[channel];
    if (switches && name && switches[name] === 0) throw new AppError('forbidden', SHARING_MESSAGES.switchedOff);
  };

  const linkOf = async (
    item: GuestCapture,
    asked: string | null,
  ): Promise<SharedLink & { language: MessageLanguage }> => {
    const event = await deps.events.eventById(item.event_id);
    if (!event) throw new AppError('not_found', MESSAGES.notFound);
    const language = guestMessageLanguageOf(event, asked);
    // Plain addresses: a mail client has no grant, so a protected gallery's preview stays closed.
    const shown = toGalleryItem(item, plainFileAddress);
    const picture = shown.preview ?? shown.event_photo;
    // A capture waiting for approval, or in a gallery that shows each guest their own (or none),
    // opens to this guest by their key; its picture stays out of the message, which it would
    // show to anyone holding it.
    const pending = item.moderation === 'pending';
    const ownOnly = pending || (await deps.texts.privacyOf(item.event_id)) !== 'everyone';
    return {
      eventName: event.event_name,
      link: publicMediaAddress(
        deps.appUrl,
        { event_uuid: event.uuid, id: item.id },
        ownOnly ? await deps.ownCaptureKey(item.id) : undefined,
        language.isDefault ? undefined : language.language,
      ),
      previewUrl: picture && !ownOnly ? `${deps.appUrl}${picture}` : null,
      yourDataLink: `${deps.appUrl}${yourDataPath(event.uuid, language.isDefault ? undefined : language.language)}`,
      language,
    };
  };

  /** A queued share's message: today's texts of the event, to the recorded recipient. */
  deliveries.register('share', async (share) => {
    // An item removed since the share was made leaves nothing to link to: the share fails.
    if (!share.recipient || share.media_id === null) throw new Error('The shared item was removed');
    const item = await deps.captures.queuedShareCapture(share.event_id, share.media_id);
    if (!item) throw new AppError('not_found', MESSAGES.notFound);
    // The organiser rejected it: the guest is not sent it.
    if (item === 'rejected') throw new Error('The capture was rejected by the organiser');
    // In the language the guest used (the booth's choice, the gallery page's), if the event still offers it.
    const shared = await linkOf(item, share.language);
    if (share.channel === 'email') {
      return { mail: shareEmail(share.recipient, await deps.texts.emailOf(share.event_id), shared, shared.language) };
    }
    return { sms: shareSms(share.recipient, await deps.texts.smsTextOf(share.event_id), shared, shared.language) };
  });

  return {
    async countSocialShare(
      body: z.output<typeof shareCountBodySchema>,
      address: string,
      viewer: GuestViewer,
    ): Promise<ShareCountReply> {
      await rateLimiter.consume(SHARE_RATE_LIMITS.socialPerVisitor, visitorAt(body.event_id, address));
      const item = await publicItemOfEvent(body.event_id, body.media_id, viewer);
      const channel = SOCIAL_SHARE_PLATFORMS[body.sharing_platform];
      await requireSwitchedOn(item.event_id, channel);
      const shareId = await repository.insertSocialShare({
        eventId: item.event_id,
        mediaId: item.id,
        channel,
        nowIso: nowIso(),
      });
      await deps.emitWebhook('share.sent', { eventId: item.event_id, subjectId: shareId });
      return { message: SHARING_MESSAGES.shared };
    },

    /** Queues the message and answers at once; the delivery runs in the background. */
    async shareByMessage(
      body: z.output<typeof shareMessageBodySchema>,
      address: string,
      viewer: GuestViewer,
    ): Promise<ShareMessageReply> {
      const visitor = visitorAt(body.event_id, address);
      await rateLimiter.consume(SHARE_RATE_LIMITS.messagesPerVisitor, visitor);
      await rateLimiter.consume(SHARE_RATE_LIMITS.messagesPerVisitorHourly, visitor);
      const item = await publicItemOfEvent(body.event_id, body.media_id, viewer);
      const channel = body.sharing_platform;
      await requireSwitchedOn(item.event_id, channel);
      const recipient = channel === 'email' ? body.email : await deps.smsCaps.requireAllowed(item.event_id, body.phone);
      await rateLimiter.consume(SHARE_RATE_LIMITS.messagesPerGallery, String(item.event_id));
      await rateLimiter.consume(SHARE_RATE_LIMITS.messagesPerRecipient, recipientKey(recipient));
      const id = await deliveries.queue({
        eventId: item.event_id,
        purpose: 'share',
        channel,
        recipient,
        mediaId: item.id,
        language: body.language ?? null,
      });
      return { message: SHARING_MESSAGES.shared, share: { id, state: 'queued' } };
    },
  };
}
