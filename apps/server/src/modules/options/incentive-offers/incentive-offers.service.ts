/**
 * Incentives and offers: up to 12 offers (name, uses, expiry as a wall time in the event's zone)
 * and one description. Saved offers keep their ids, so vouchers given out stay attached.
 */
import {
  type IncentiveDetails,
  type IncentiveOffer,
  type IncentiveOfferGetReply,
  incentiveDetailsSchema,
  type incentiveOfferUpdateBodySchema,
} from '@boothdeck/contract';
import { MESSAGES } from '@boothdeck/contract/messages';
import type { z } from 'zod';
import { AppError } from '../../../shared/app-error.ts';
import { nowIso } from '../../../shared/clock.ts';
import { instantToWallTime, wallTimeToInstant } from '../../../shared/wall-times.ts';
import { type OptionsContext, parseDoc } from '../option-context.ts';
import type { OfferRow } from '../option-settings.repository.ts';

export async function readOffers(
  options: OptionsContext,
  eventId: number,
  timeZone: string,
): Promise<IncentiveOffer[]> {
  const rows = await options.settings.offers(eventId);
  return rows.map((row) => ({ ...row, expire_in: instantToWallTime(row.expire_at, timeZone) }));
}

export const readIncentiveDetails = (doc: string | undefined): IncentiveDetails | null =>
  parseDoc(doc, incentiveDetailsSchema);

type IncentiveFields = z.output<typeof incentiveOfferUpdateBodySchema>;

export function createIncentiveOfferService(options: OptionsContext) {
  async function read(eventId: number, timeZone: string): Promise<IncentiveOfferGetReply> {
    return {
      incentive_offer: await readOffers(options, eventId, timeZone),
      incentive_details: readIncentiveDetails(await options.settings.find(eventId, 'incentive-offers')),
    };
  }

  /** Each row as stored; a new or changed expiry must be in the future, a kept one may have passed. */
  function offerRowsFrom(body: IncentiveFields, timeZone: string, saved: Map<number, string>): OfferRow[] {
    const errors: Record<string, string[]> = {};
    const now = new Date();
    const rows = body.incentive_offer.map((offer, index) => {
      const expireAt = wallTimeToInstant(offer.expire_in, timeZone);
      if (offer.id !== undefined && !saved.has(offer.id))
        errors[`incentive_offer.${index}.id`] = [MESSAGES.offerMissing];
      const isUnchanged = offer.id !== undefined && saved.get(offer.id) === expireAt.toISOString();
      if (!isUnchanged && expireAt <= now) errors[`incentive_offer.${index}.expire_in`] = [MESSAGES.offerExpiryPast];
      return {
        id: offer.id,
        offer_name: offer.offer_name,
        uses_limit: offer.uses_limit,
        expire_at: expireAt.toISOString(),
      };
    });
    const first = Object.values(errors)[0]?.[0];
    if (first) throw new AppError('validation', first, errors);
    return rows;
  }

  async function save(userId: number, eventId: number, body: IncentiveFields): Promise<IncentiveOfferGetReply> {
    const event = await options.ownedEvent(userId, eventId);
    const saved = new Map((await options.settings.offers(event.id)).map((row) => [row.id, row.expire_at]));
    const rows = offerRowsFrom(body, event.timeZone, saved);
    if (!(await options.settings.replaceOffers(event.id, rows, nowIso()))) {
      throw AppError.validation('incentive_offer', MESSAGES.offerMissing);
    }
    // A draft may leave the description out: the one saved before stays.
    const current = readIncentiveDetails(await options.settings.find(event.id, 'incentive-offers'));
    const details: IncentiveDetails = { description: body.description ?? current?.description ?? '' };
    await options.settings.put(event.id, 'incentive-offers', JSON.stringify(details), nowIso());
    return read(event.id, event.timeZone);
  }

  return {
    save,
    /** The caller's event's offers and description. */
    async read(userId: number, eventId: number): Promise<IncentiveOfferGetReply> {
      const event = await options.ownedEvent(userId, eventId);
      return read(event.id, event.timeZone);
    },
  };
}
