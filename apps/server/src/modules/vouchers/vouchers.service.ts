/**
 * Vouchers: a booth gives a guest a voucher for one of its event's offers, the guest opens the
 * voucher's page, and staff claim it there with the event's admin password as their PIN.
 */
import {
  type BoothVoucher,
  type BoothVoucherBody,
  type BoothVoucherReply,
  VOUCHER_MESSAGES,
  type VoucherDetails,
  type VoucherState,
  voucherPagePath,
  yourDataPath,
} from '@boothdeck/contract';
import { isUniqueViolation } from '../../db/errors.ts';
import { consumeEach, type RateLimiter } from '../../platform/rate-limit/rate-limiter.ts';
import type { BoothIdentity } from '../../plugins/endpoints.ts';
import { AppError } from '../../shared/app-error.ts';
import { requireOwnRecord } from '../../shared/booth-records.ts';
import { nowIso } from '../../shared/clock.ts';
import { instantToWallTime } from '../../shared/wall-times.ts';
import { isAdminPassword } from '../booth/index.ts';
import type { DeliveryService } from '../deliveries/index.ts';
import { type EventAccess, guestMessageLanguageOf, parseOptionFlags } from '../events/index.ts';
import type { EmitWebhook } from '../webhooks/index.ts';
import { newVoucherNo, newVoucherUuid } from './voucher-codes.ts';
import { voucherMessage } from './voucher-message.ts';
import { VOUCHER_RATE_LIMITS } from './voucher-rate-limits.ts';
import type { VoucherReads } from './voucher-reads.ts';
import type { IssueRefusal, VoucherRow } from './vouchers.repository.ts';

export type VouchersService = ReturnType<typeof createVouchersService>;

type Dependencies = {
  repository: VoucherReads;
  /** The booth's event, whose option flags say whether it gives out offers. */
  events: Pick<EventAccess, 'eventById'>;
  rateLimiter: RateLimiter;
  appUrl: string;
  /** Sends vouchers' links to guests: purpose 'voucher' in the ledger of messages. */
  deliveries: Pick<DeliveryService, 'register' | 'queue'>;
  /** Tells the organiser's webhooks of each voucher claimed. */
  emitWebhook: EmitWebhook;
  /** The event's SMS country rule: the number in international form, or 422 on `field`. */
  smsRecipientOf: (eventId: number, phone: string, field: string) => Promise<string>;
};

type IssueBody = Omit<BoothVoucherBody, 'offer_id' | 'lead_id'> & { offer_id: number; lead_id?: number | null };

const REFUSALS: Record<IssueRefusal, () => AppError> = {
  unknown_offer: () => AppError.validation('offer_id', VOUCHER_MESSAGES.offerUnknown),
  offer_expired: () => new AppError('conflict', VOUCHER_MESSAGES.offerExpired),
  used_up: () => new AppError('conflict', VOUCHER_MESSAGES.offerUsedUp),
};

/** Every address that is not one voucher's gets this same answer. */
const notFound = () => new AppError('not_found', VOUCHER_MESSAGES.notFound);
/** A wrong PIN and an unknown voucher get this same answer. */
const wrongPin = () => AppError.validation('password', VOUCHER_MESSAGES.wrongPin);

export function stateOf(voucher: { claimed_at: string | null; expires_at: string }, now: string): VoucherState {
  if (voucher.claimed_at !== null) return 'claimed';
  return voucher.expires_at <= now ? 'expired' : 'available';
}

export function createVouchersService({
  repository,
  events,
  rateLimiter,
  appUrl,
  deliveries,
  emitWebhook,
  smsRecipientOf,
}: Dependencies) {
  const pageUrlOf = (row: Pick<VoucherRow, 'event_id' | 'uuid' | 'voucher_no'>) =>
    new URL(voucherPagePath(row.event_id, row.uuid, row.voucher_no), appUrl).toString();

  const replyOf = (row: VoucherRow): BoothVoucherReply => {
    const voucher: BoothVoucher = {
      id: row.id,
      offer_id: row.offer_id,
      offer_name: row.offer_name,
      lead_id: row.lead_id,
      voucher_no: row.voucher_no,
      uuid: row.uuid,
      expires_at: row.expires_at,
      claimed_at: row.claimed_at,
      created_at: row.created_at,
      page_url: pageUrlOf(row),
    };
    return { voucher };
  };

  /** A queued voucher message: the voucher as it is now, to the recorded recipient. */
  deliveries.register('voucher', async (delivery) => {
    const voucher = delivery.voucher_id === null ? undefined : await repository.findForMessage(delivery.voucher_id);
    const event = await events.eventById(delivery.event_id);
    if (!voucher || !event || !delivery.recipient) throw new Error('The voucher was removed');
    const { text, language, isDefault } = guestMessageLanguageOf(
      { languages: event.languages, time_zone: voucher.time_zone },
      delivery.language,
    );
    // The page opens in the guest's language: the link names it unless it is the event's default.
    const link = pageUrlOf(voucher) + (isDefault ? '' : `?${new URLSearchParams({ lang: language })}`);
    return voucherMessage(delivery.channel, delivery.recipient, text, {
      offerName: voucher.offer_name,
      eventName: voucher.event_name,
      expiresAt: voucher.expires_at,
      link,
      yourDataLink: `${appUrl}${yourDataPath(event.uuid, isDefault ? undefined : language)}`,
    });
  });

  async function refuseWhatEventLacks(eventId: number, leadId: number | null): Promise<void> {
    const options = parseOptionFlags((await events.eventById(eventId))?.options ?? null);
    if (options?.incentive_offer !== 1) throw AppError.validation('offer_id', VOUCHER_MESSAGES.offersOff);
    if (leadId !== null && !(await repository.isLeadOfEvent(eventId, leadId))) {
      throw AppError.validation('lead_id', VOUCHER_MESSAGES.leadUnknown);
    }
  }

  /** The new voucher, or the one an earlier request of this booth with the same client id made (409 for another booth's). */
  async function issueOnce(booth: BoothIdentity, body: IssueBody): Promise<{ row: VoucherRow; isNew: boolean }> {
    const { eventId } = booth;
    const clientId = body.client_id ?? null;
    const earlier = clientId ? await repository.findByClientId(eventId, clientId) : undefined;
    if (earlier) return { row: requireOwnRecord(earlier, booth), isNew: false };
    const leadId = body.lead_id ?? null;
    await refuseWhatEventLacks(eventId, leadId);
    try {
      const issued = await repository.issueWithinLimit({
        eventId,
        offerId: body.offer_id,
        leadId,
        clientId,
        boothSessionId: booth.sessionId,
        uuid: newVoucherUuid(),
        voucherNo: newVoucherNo(),
        nowIso: nowIso(),
      });
      if (typeof issued === 'string') throw REFUSALS[issued]();
      return { row: issued, isNew: true };
    } catch (error) {
      // The same client id raced in from another request and won: answer its voucher.
      const raced = clientId && isUniqueViolation(error) ? await repository.findByClientId(eventId, clientId) : null;
      if (raced) return { row: requireOwnRecord(raced, booth), isNew: false };
      throw error;
    }
  }

  return {
    /** Gives out a voucher of the booth's event (see `issueWithinLimit`), and sends it if asked. */
    async issue(booth: BoothIdentity, body: IssueBody): Promise<BoothVoucherReply> {
      // A number the event does not text is refused before any voucher is given.
      const smsTo = body.send_sms ? await smsRecipientOf(booth.eventId, body.send_sms, 'send_sms') : undefined;
      const { row, isNew } = await issueOnce(booth, body);
      if (isNew) {
        const voucher = {
          eventId: row.event_id,
          purpose: 'voucher',
          voucherId: row.id,
          leadId: row.lead_id,
          language: body.language ?? null,
        } as const;
        if (body.send_email) await deliveries.queue({ ...voucher, channel: 'email', recipient: body.send_email });
        if (smsTo) await deliveries.queue({ ...voucher, channel: 'sms', recipient: smsTo });
      }
      return replyOf(row);
    },

    /** The voucher whose page address this is; any other combination is the same 404. */
    async details(
      params: { eventId: string; uuid: string; voucherNo: string },
      address: string,
    ): Promise<{ qr_code_details: VoucherDetails }> {
      await rateLimiter.consume(VOUCHER_RATE_LIMITS.pagePerAddress, address);
      const row = await repository.findForPage(params.uuid);
      if (!row || String(row.event_id) !== params.eventId || row.voucher_no !== params.voucherNo) throw notFound();
      const state = stateOf(row, nowIso());
      return {
        qr_code_details: {
          user_name: row.lead_name ?? '',
          offer_name: row.offer_name,
          expire_in: instantToWallTime(row.expires_at, row.time_zone),
          expires_at: row.expires_at,
          owner_name: row.event_name,
          event_uuid: row.event_uuid,
          voucher: row.voucher_no,
          description: row.offer_description,
          voucher_id: row.uuid,
          is_used: row.claimed_at === null ? 0 : 1,
          state,
          languages: row.languages.languages,
          default_language: row.languages.default_language,
          time_zone: row.time_zone,
        },
      };
    },

    /**
     * Claims the voucher with the staff PIN; of any number of claims, exactly one succeeds. The
     * attempt is counted (see VOUCHER_RATE_LIMITS) before the PIN is checked, so no guess is
     * judged beyond the limits, and taken back once the PIN proves right.
     */
    async claim(voucherId: string, password: string, address: string): Promise<{ message: string }> {
      const voucher = await repository.findForClaim(voucherId);
      const attempt = await consumeEach(rateLimiter, [
        [VOUCHER_RATE_LIMITS.failedClaimsPerVoucher, voucherId],
        [VOUCHER_RATE_LIMITS.failedClaimsPerAddress, address],
        ...(voucher ? [[VOUCHER_RATE_LIMITS.failedPinsPerEvent, String(voucher.event_id)] as const] : []),
      ]);
      if (!voucher || !isAdminPassword(password, voucher.admin_password)) throw wrongPin();
      await attempt.refund();
      const now = nowIso();
      if (await repository.claim(voucher.id, now)) {
        await emitWebhook('voucher.claimed', { eventId: voucher.event_id, subjectId: voucher.id });
        return { message: VOUCHER_MESSAGES.claimed };
      }
      // Someone claimed it first, or it has expired: say which.
      const state = stateOf((await repository.findForClaim(voucherId)) ?? voucher, now);
      throw new AppError('conflict', state === 'expired' ? VOUCHER_MESSAGES.expired : VOUCHER_MESSAGES.alreadyClaimed);
    },
  };
}
