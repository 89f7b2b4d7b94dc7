/** The offers step's rows, the incentive-offer body they make, and the contract's checks of it. */
import {
  type DraftStatus,
  type IncentiveOffer,
  type IncentiveOfferBody,
  incentiveOfferBodySchema,
  MAX_OFFERS,
  OFFER_ADD_STEP,
  OFFER_INITIAL_ROWS,
} from '@boothdeck/contract';
import { MESSAGES } from '@boothdeck/contract/messages';
import { schemaResolver } from '@mantine/form';

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
  eventId: number;
  isDraft: boolean;
  /** Now in the event's zone, as a wall time. */
  now: string;
  /** Saved expiries by offer id: a kept expiry may have passed, a new or changed one may not. */
  savedExpiries: ReadonlyMap<number, string>;
};

/** A row nothing was typed into: left out rather than refused, so three starting rows never demand three offers. */
const isBlank = (row: OfferRow) => !row.offer_name.trim() && !row.uses_limit.trim() && !row.expire_in;

const validateOffersBody = schemaResolver(incentiveOfferBodySchema, { sync: true });
const OFFER_FIELD = /^incentive_offer\.(\d+)\.(offer_name|uses_limit|expire_in)$/;

/**
 * The contract's checks of the offers the step sends, each message on its row's field, and the one
 * rule the contract cannot hold without the event's clock: a new or changed expiry not already past.
 */
export function validateOffers(
  values: OffersValues,
  { eventId, isDraft, now, savedExpiries }: CheckContext,
): OffersErrors {
  // Blank rows are skipped, but the first is checked when every row is blank: an event needs one offer.
  const hasOffer = values.incentive_offer.some((row) => !isBlank(row));
  const checked = values.incentive_offer.flatMap((row, index) =>
    isBlank(row) && (hasOffer || index > 0) ? [] : [{ row, index }],
  );
  // The uses limit as typed, so a blank one is missing rather than 0.
  const body = {
    ...toIncentiveOfferBody(values, eventId, isDraft ? 'draft' : 'final'),
    incentive_offer: checked.map(({ row }) => ({ ...row, uses_limit: row.uses_limit.trim() })),
  };
  const errors: OffersErrors = {};
  for (const [path, message] of Object.entries(validateOffersBody(body))) {
    const offer = OFFER_FIELD.exec(path);
    const row = offer ? checked[Number(offer[1])] : undefined;
    const shownAt = row ? `incentive_offer.${row.index}.${offer?.[2]}` : path === 'description' ? path : null;
    if (shownAt && typeof message === 'string') errors[shownAt] ??= message;
  }
  for (const { row, index } of checked) {
    const at = `incentive_offer.${index}.expire_in`;
    const isKept = row.id !== undefined && savedExpiries.get(row.id) === row.expire_in;
    if (!errors[at] && !isKept && row.expire_in <= now) errors[at] = MESSAGES.offerExpiryPast;
  }
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
