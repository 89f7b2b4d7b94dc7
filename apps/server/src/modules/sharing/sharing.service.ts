/**
 * Guest sharing from the public gallery. A social share is counted at once (the guest's page
 * opened the network). An e-mail or SMS share is a delivery: a `shares` row is queued, and a
 * background job sends the organiser's text with the item's link, retrying a failed send and
 * recording each attempt, until the row is sent or failed. Only sent rows are counted.
 */
import { createHash } from 'node:crypto';
import {
  SHARING_MESSAGES,
  type ShareChannel,
  type ShareCountReply,
  type ShareMessageReply,
  SOCIAL_SHARE_PLATFORMS,
  type shareCountBodySchema,
  type shareMessageBodySchema,
} from '@boothdeck/contract';
import { MESSAGES } from '@boothdeck/contract/messages';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { JobQueue } from '../../platform/jobs/job-queue.ts';
import type { Mailer } from '../../platform/mail/mailer.ts';
import type { RateLimiter } from '../../platform/rate-limit/rate-limiter.ts';
import type { SmsSender } from '../../platform/sms/sms-sender.ts';
import { AppError } from '../../shared/app-error.ts';
import { nowIso } from '../../shared/clock.ts';
import { plainFileAddress } from '../media/gallery-file-links.ts';
import { toGalleryItem } from '../media/gallery-item.ts';
import type { ShareSwitches, ShareTexts } from '../options/share-texts.ts';
import { SHARE_RATE_LIMITS, SHARE_RETRY_DELAYS_MS } from './share-limits.ts';
import { publicMediaAddress } from './share-links.ts';
import { type SharedLink, shareEmail, shareSms } from './share-message.ts';
import type { SharedItem, SharingRepository } from './sharing.repository.ts';

type Dependencies = {
  repository: SharingRepository;
  texts: ShareTexts;
  mailer: Pick<Mailer, 'send'>;
  sms: SmsSender;
  jobs: JobQueue;
  rateLimiter: RateLimiter;
  appUrl: string;
  log: Pick<FastifyBaseLogger, 'warn'>;
  /** Waits between attempts (tests shorten them). */
  retryDelaysMs?: readonly number[];
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

/** A failure as the ledger keeps it: the sender's message, cut to a readable length. */
const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 500);

/** Recipients are limited by a digest, so the rate-limit table never holds an address. */
const digest = (value: string) => createHash('sha256').update(value.toLowerCase()).digest('hex');

export function createSharingService(deps: Dependencies) {
  const { repository, rateLimiter } = deps;
  const retryDelaysMs = deps.retryDelaysMs ?? SHARE_RETRY_DELAYS_MS;

  const itemOfEvent = async (eventId: number, mediaId: number): Promise<SharedItem> => {
    const item = await repository.findItemOfEvent(eventId, mediaId);
    if (!item) throw new AppError('not_found', MESSAGES.notFound);
    return item;
  };

  /** A way of sharing the organiser switched off in the social gallery step is refused. */
  const requireSwitchedOn = async (eventId: number, channel: ShareChannel) => {
    const switches = await deps.texts.switchesOf(eventId);
    const name = SWITCH_OF_CHANNEL[channel];
    if (switches && name && switches[name] === 0) throw new AppError('forbidden', SHARING_MESSAGES.switchedOff);
  };

  const linkOf = (item: SharedItem): SharedLink => {
    // Plain addresses: a mail client has no grant, so a protected gallery's preview stays closed.
    const shown = toGalleryItem(item, plainFileAddress);
    const picture = shown.preview ?? shown.event_photo;
    return {
      eventName: item.event_name,
      link: publicMediaAddress(deps.appUrl, item),
      previewUrl: picture ? `${deps.appUrl}${picture}` : null,
    };
  };

  /** One attempt: the row read afresh, so a retry sends today's texts to the recorded recipient. */
  async function attemptDelivery(shareId: number): Promise<void> {
    const share = await repository.findShare(shareId);
    if (share?.state !== 'queued') return;
    // An item removed since the share was made leaves nothing to link to: the share fails.
    if (!share.recipient || share.media_id === null) throw new Error('The shared item was removed');
    const item = await itemOfEvent(share.event_id, share.media_id);
    const shared = linkOf(item);
    if (share.channel === 'email') {
      await deps.mailer.send(shareEmail(share.recipient, await deps.texts.emailOf(share.event_id), shared));
    } else {
      await deps.sms.send(shareSms(share.recipient, await deps.texts.smsTextOf(share.event_id), shared));
    }
    await repository.recordAttempt(shareId, { state: 'sent', failureReason: null, nowIso: nowIso() });
  }

  function deliver(shareId: number, channel: 'email' | 'sms'): void {
    deps.jobs.enqueueWithRetries(`share-${channel}`, () => attemptDelivery(shareId), {
      delaysMs: retryDelaysMs,
      async onAttemptFailed(attempt, error, willRetry) {
        const failureReason = reasonOf(error);
        const state = willRetry ? 'queued' : 'failed';
        await repository.recordAttempt(shareId, { state, failureReason, nowIso: nowIso() });
        if (!willRetry)
          deps.log.warn({ share: shareId, channel, attempts: attempt, reason: failureReason }, 'share not delivered');
      },
    });
  }

  return {
    async countSocialShare(body: z.output<typeof shareCountBodySchema>, address: string): Promise<ShareCountReply> {
      await rateLimiter.consume(SHARE_RATE_LIMITS.socialPerAddress, address);
      const item = await itemOfEvent(body.event_id, body.media_id);
      const channel = SOCIAL_SHARE_PLATFORMS[body.sharing_platform];
      await requireSwitchedOn(item.event_id, channel);
      await repository.insertShare({
        eventId: item.event_id,
        mediaId: item.id,
        channel,
        recipient: null,
        state: 'sent',
        nowIso: nowIso(),
      });
      return { message: SHARING_MESSAGES.shared };
    },

    /** Queues the message and answers at once; the delivery runs in the background. */
    async shareByMessage(body: z.output<typeof shareMessageBodySchema>, address: string): Promise<ShareMessageReply> {
      await rateLimiter.consume(SHARE_RATE_LIMITS.messagesPerAddress, address);
      const item = await itemOfEvent(body.event_id, body.media_id);
      const channel = body.sharing_platform;
      await requireSwitchedOn(item.event_id, channel);
      const recipient = channel === 'email' ? body.email : body.phone;
      await rateLimiter.consume(SHARE_RATE_LIMITS.messagesPerGallery, String(item.event_id));
      await rateLimiter.consume(SHARE_RATE_LIMITS.messagesPerRecipient, digest(recipient));
      const id = await repository.insertShare({
        eventId: item.event_id,
        mediaId: item.id,
        channel,
        recipient,
        state: 'queued',
        nowIso: nowIso(),
      });
      deliver(id, channel);
      return { message: SHARING_MESSAGES.shared, share: { id, state: 'queued' } };
    },

    /** At start: deliveries a stop cut short are queued again. */
    async resumeQueued(): Promise<void> {
      for (const { id, channel } of await repository.queuedShares()) {
        if (channel === 'email' || channel === 'sms') deliver(id, channel);
      }
    },
  };
}
