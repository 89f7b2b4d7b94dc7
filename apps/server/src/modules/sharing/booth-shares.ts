/**
 * A booth sending a guest their capture by e-mail, SMS or both: the same 'share' deliveries as a
 * guest's share from the public gallery (same texts, link, ledger, SMS country rule and daily
 * caps), on the channels the event uses. A booth sends what it captured itself, waiting for
 * approval or not, and otherwise only what the event's guests may already see. The booth's
 * client id makes a request idempotent: each message is a ledger row carrying it, unique per
 * event and channel, so a retry answers the rows already queued and sends nothing again, even
 * when two attempts race.
 */
import {
  BOOTH_SHARING_MESSAGES,
  type BoothShareReply,
  type boothShareBodySchema,
  type ShareState,
} from '@boothdeck/contract';
import { MESSAGES } from '@boothdeck/contract/messages';
import type { z } from 'zod';
import { isUniqueViolation } from '../../db/errors.ts';
import type { RateLimiter } from '../../platform/rate-limit/rate-limiter.ts';
import type { BoothIdentity } from '../../plugins/endpoints.ts';
import { AppError } from '../../shared/app-error.ts';
import type { BoothShareRow, DeliveryService, GuestShares } from '../deliveries/index.ts';
import { type EventAccess, type EventRecord, parseFeatureFlags, parseOptionFlags } from '../events/index.ts';
import type { GuestCapture, GuestCaptures } from '../media/index.ts';
import { recipientKey, SHARE_RATE_LIMITS } from './share-limits.ts';
import type { SmsCaps } from './sms-caps.ts';

type Dependencies = {
  repository: GuestShares;
  /** The booth's event: its uuid, and its feature and option flags as the events table keeps them. */
  events: Pick<EventAccess, 'eventById'>;
  /** The capture the booth shares with the guest it took it for (media's port). */
  captures: Pick<GuestCaptures, 'boothShareCapture'>;
  deliveries: DeliveryService;
  rateLimiter: RateLimiter;
  smsCaps: Pick<SmsCaps, 'requireAllowed'>;
  /** The whole address of an item's guest share view, by its event's uuid (the public gallery's). */
  shareViewAddress: (eventUuid: string, mediaId: number) => string;
};

type SharingEvent = Pick<EventRecord, 'uuid' | 'features' | 'options'>;

type MessageChannel = 'email' | 'sms';
type BoothShareBody = z.output<typeof boothShareBodySchema>;

export type BoothShares = ReturnType<typeof createBoothShares>;

export function createBoothShares({
  repository,
  events,
  captures,
  deliveries,
  rateLimiter,
  smsCaps,
  shareViewAddress,
}: Dependencies) {
  const replyOf = (event: SharingEvent, rows: BoothShareRow[], mediaId: number, created: boolean): BoothShareReply => ({
    message: BOOTH_SHARING_MESSAGES.sent,
    created,
    media_id: mediaId,
    share_url: shareViewAddress(event.uuid, mediaId),
    shares: rows.map((row) => ({ id: row.id, channel: row.channel as MessageChannel, state: row.state as ShareState })),
  });

  /** 403 unless the event shares, and uses each channel asked for. */
  function requireChannels(event: SharingEvent, channels: MessageChannel[]): void {
    const features = parseFeatureFlags(event.features);
    const options = parseOptionFlags(event.options);
    if (features?.sharing !== 1) throw new AppError('forbidden', BOOTH_SHARING_MESSAGES.sharingOff);
    if (channels.includes('email') && options?.email !== 1) {
      throw new AppError('forbidden', BOOTH_SHARING_MESSAGES.emailOff);
    }
    if (channels.includes('sms') && options?.text_messaging !== 1) {
      throw new AppError('forbidden', BOOTH_SHARING_MESSAGES.smsOff);
    }
  }

  /**
   * The capture named by its media id or the booth's client id; 422 while it is not uploaded. A
   * capture waiting for approval is sent by the booth that took it (its guest's link opens it for
   * them) and is missing to any other booth; a rejected one is not sent.
   */
  async function captureOf(booth: BoothIdentity, body: BoothShareBody): Promise<GuestCapture> {
    const name = body.media_id !== undefined ? { mediaId: body.media_id } : { clientId: body.media_client_id ?? '' };
    const item = await captures.boothShareCapture(booth.eventId, name, booth.sessionId);
    const field = body.media_id !== undefined ? 'media_id' : 'media_client_id';
    if (!item) throw AppError.validation(field, BOOTH_SHARING_MESSAGES.mediaMissing);
    if (item === 'rejected') throw AppError.validation(field, BOOTH_SHARING_MESSAGES.rejected);
    return item;
  }

  return {
    async share(booth: BoothIdentity, body: BoothShareBody): Promise<BoothShareReply> {
      const { eventId } = booth;
      const event = await events.eventById(eventId);
      if (!event) throw new AppError('not_found', MESSAGES.notFound);
      const earlier = await repository.sharesOfBoothRequest(eventId, body.client_id);
      if (earlier.length > 0) return replyOf(event, earlier, earlier[0]?.media_id ?? 0, false);

      const channels: MessageChannel[] = [];
      if (body.email !== undefined) channels.push('email');
      if (body.phone !== undefined) channels.push('sms');
      requireChannels(event, channels);
      const item = await captureOf(booth, body);
      // Every limit is taken before anything is queued, so a refusal sends nothing at all.
      const recipients: [MessageChannel, string][] = [];
      if (body.email !== undefined) recipients.push(['email', body.email]);
      if (body.phone !== undefined) recipients.push(['sms', await smsCaps.requireAllowed(eventId, body.phone)]);
      await rateLimiter.consume(SHARE_RATE_LIMITS.messagesPerGallery, String(eventId));
      for (const [, recipient] of recipients) {
        await rateLimiter.consume(SHARE_RATE_LIMITS.messagesPerRecipient, recipientKey(recipient));
      }
      try {
        for (const [channel, recipient] of recipients) {
          await deliveries.queue({
            eventId,
            purpose: 'share',
            channel,
            recipient,
            mediaId: item.id,
            clientId: body.client_id,
            language: body.language ?? null,
          });
        }
      } catch (error) {
        // Another attempt with this client id got there first: its messages are the ones sent.
        if (!isUniqueViolation(error)) throw error;
        return replyOf(event, await repository.sharesOfBoothRequest(eventId, body.client_id), item.id, false);
      }
      return replyOf(event, await repository.sharesOfBoothRequest(eventId, body.client_id), item.id, true);
    },
  };
}
