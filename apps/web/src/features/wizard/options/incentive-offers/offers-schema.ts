/** The offers step's rows, their checks and the incentive-offer body from the contract. */
import {
  type DraftStatus,
  type IncentiveOffer,
  type IncentiveOfferBody,
  MAX_OFFERS,
  OFFER_ADD_STEP,
  OFFER_INITIAL_ROWS,
  OFFER_NAME_MAX_LENGTH,
} from '@boothdeck/contract';
import { MESSAGES } from '@boothdeck/contract/messages';

export type OfferRow = {
  /** React's key for the row; the server's id, when saved, is `id`. */
  key: string;
  id?: number;
  offer_name: string;
  uses_limit: string;
  /** 'YYYY-MM-DD HH:mm' in the event's time zone. */
  expire_in: string;
};

export type OffersValues = { incentive_offer: OfferRow[]; description: string };
export type OffersErrors = Record<string, string>;

const emptyRow = (): OfferRow => ({ key: crypto.randomUUID(), offer_name: '', uses_limit: '', expire_in: '' });
export const emptyRows = (count: number) => Array.from({ length: count }, emptyRow);

export function offersValuesFrom(offers: readonly IncentiveOffer[], description: string | undefined): OffersValues {
  const rows = offers.map((offer) => ({
    key: String(offer.id),
    id: offer.id,
    offer_name: offer.offer_name,
    uses_limit: String(offer.uses_limit),
    expire_in: offer.expire_in,
  }));
  return { incentive_offer: rows.length > 0 ? rows : emptyRows(OFFER_INITIAL_ROWS), description: description ?? '' };
}

/** ADD: three more rows, or as many as reach twelve. */
export const rowsToAdd = (count: number) => Math.max(0, Math.min(OFFER_ADD_STEP, MAX_OFFERS - count));

type CheckContext = {
  isDraft: boolean;
  /** Now in the event's zone, as a wall time. */
  now: string;
  /** Saved expiries by offer id: a kept expiry may have passed, a new or changed one may not. */
  savedExpiries: ReadonlyMap<number, string>;
};

/** A row nothing was typed into: left out rather than refused, so three starting rows never demand three offers. */
const isBlank = (row: OfferRow) => !row.offer_name.trim() && !row.uses_limit.trim() && !row.expire_in;

export function validateOffers(values: OffersValues, { isDraft, now, savedExpiries }: CheckContext): OffersErrors {
  const errors: OffersErrors = {};
  // Blank rows are skipped, but the first is checked when every row is blank: an event needs one offer.
  const hasOffer = values.incentive_offer.some((row) => !isBlank(row));
  values.incentive_offer.forEach((row, index) => {
    if (isBlank(row) && (hasOffer || index > 0)) return;
    const at = (field: string) => `incentive_offer.${index}.${field}`;
    const name = row.offer_name.trim();
    if (!name) errors[at('offer_name')] = MESSAGES.thisIsRequired;
    else if (name.length > OFFER_NAME_MAX_LENGTH) errors[at('offer_name')] = MESSAGES.offerNameTooLong;
    const uses = row.uses_limit.trim();
    if (!/^\d+$/.test(uses)) errors[at('uses_limit')] = MESSAGES.thisIsRequired;
    else if (Number(uses) < 1) errors[at('uses_limit')] = MESSAGES.usesLimitInvalid;
    const isKept = row.id !== undefined && savedExpiries.get(row.id) === row.expire_in;
    if (!row.expire_in) errors[at('expire_in')] = MESSAGES.thisIsRequired;
    else if (!isKept && row.expire_in <= now) errors[at('expire_in')] = MESSAGES.offerExpiryPast;
  });
  if (!isDraft && !values.description.trim()) errors.description = MESSAGES.thisIsRequired;
  return errors;
}

/** A draft leaves the description out. */
export function toIncentiveOfferBody(
  values: OffersValues,
  eventId: number,
  draftStatus: DraftStatus,
): IncentiveOfferBody {
  return {
    eventId,
    incentive_offer: values.incentive_offer
      .filter((row) => !isBlank(row))
      .map((row) => ({
        ...(row.id === undefined ? {} : { id: row.id }),
        offer_name: row.offer_name.trim(),
        uses_limit: Number(row.uses_limit),
        expire_in: row.expire_in,
      })),
    ...(draftStatus === 'draft' ? {} : { description: values.description.trim() }),
    draft_status: draftStatus,
  };
}
