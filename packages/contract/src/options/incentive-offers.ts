/**
 * The incentives and offers step: up to 12 offers and one description.
 * Bodies use the original client's payload names; `:id` in an update path is the event's id.
 */
import { z } from 'zod';
import { idSchema } from '../common.ts';
import { isWallTime } from '../event-dates.ts';
import { MESSAGES } from '../messages.ts';
import {
  MAX_OFFERS,
  OFFER_DESCRIPTION_MAX_LENGTH,
  OFFER_NAME_MAX_LENGTH,
  OFFER_USES_MAX,
} from '../option-constants.ts';
import { incentiveDetailsSchema, incentiveOfferSchema } from '../option-settings.ts';
import { blankAsMissing, draftStatus, requiredText, saved, text } from './fields.ts';
import { checkedStepBodies, stepEndpoints } from './step-calls.ts';

const usesLimit = z.preprocess(
  blankAsMissing,
  z.coerce
    .number({ error: MESSAGES.thisIsRequired })
    .int({ error: MESSAGES.usesLimitInvalid })
    .min(1, { error: MESSAGES.usesLimitInvalid })
    .max(OFFER_USES_MAX, { error: MESSAGES.usesLimitInvalid }),
);

export const incentiveOfferInputSchema = z.object({
  /** The row's id when it was saved before (keeps the vouchers it gave out). */
  id: z.preprocess(blankAsMissing, idSchema.optional()),
  offer_name: requiredText(OFFER_NAME_MAX_LENGTH, {
    missing: MESSAGES.thisIsRequired,
    tooLong: MESSAGES.offerNameTooLong,
  }),
  uses_limit: usesLimit,
  /** 'YYYY-MM-DD HH:mm' in the event's time zone, not in the past. */
  expire_in: z.string({ error: MESSAGES.thisIsRequired }).trim().refine(isWallTime, { error: MESSAGES.thisIsRequired }),
});
export type IncentiveOfferInput = z.input<typeof incentiveOfferInputSchema>;

const incentiveFields = {
  incentive_offer: z
    .array(incentiveOfferInputSchema, { error: MESSAGES.thisIsRequired })
    .min(1, { error: MESSAGES.thisIsRequired })
    .max(MAX_OFFERS, { error: MESSAGES.tooManyOffers }),
  /** Required unless the step is saved as a draft. */
  description: z.preprocess(blankAsMissing, text(OFFER_DESCRIPTION_MAX_LENGTH).optional()),
  draft_status: draftStatus,
};

type IncentiveFields = { description?: string | undefined; draft_status: 'draft' | 'final' };

function checkDescription(body: IncentiveFields, ctx: z.RefinementCtx) {
  if (body.draft_status === 'final' && !body.description) {
    ctx.addIssue({ code: 'custom', path: ['description'], message: MESSAGES.thisIsRequired });
  }
}

const incentiveOfferBodies = checkedStepBodies(incentiveFields, checkDescription, 'description', 'draft_status');
export const { save: incentiveOfferBodySchema, update: incentiveOfferUpdateBodySchema } = incentiveOfferBodies;
export type IncentiveOfferBody = z.input<typeof incentiveOfferBodySchema>;

const incentiveData = z.object({
  incentive_offer: z.array(incentiveOfferSchema),
  incentive_details: incentiveDetailsSchema.nullable(),
});
export const incentiveOfferReplySchema = saved({ data: incentiveData });
export type IncentiveOfferReply = z.infer<typeof incentiveOfferReplySchema>;
export type IncentiveOfferGetReply = z.infer<typeof incentiveData>;

export const incentiveOfferEndpoints = stepEndpoints(incentiveOfferBodies, incentiveOfferReplySchema, {
  save: ['/incentive-offer', 'Save the incentives and offers step'],
  update: ['/incentive-offer/update/:id', 'Update the offers and their description'],
  read: ['/incentive-offer/:id', "The event's offers and their description", incentiveData],
  planOption: 'incentive_offer',
});
