import { z } from 'zod';
import { packageTypeSchema, userSchema } from './accounts.ts';
import {
  CARD_NUMBER_MAX_LENGTH,
  CARDHOLDER_NAME_MAX_LENGTH,
  CVV_MAX_LENGTH,
  isExpiryInFuture,
  isValidCardNumber,
  isValidCvv,
  isValidExpiryMonth,
  isValidExpiryYear,
} from './card.ts';
import { idempotencyHeadersSchema } from './common.ts';
import { withCrossFieldRule } from './cross-field-rules.ts';
import { defineEndpoint } from './endpoint.ts';
import { MESSAGES } from './messages.ts';
import { ROLES } from './roles.ts';

/** `our_package` as the API nests it inside package values and the membership. */
export const ourPackageRefSchema = z.object({
  id: z.number(),
  name: z.string(),
  package_type: z.object({ type: packageTypeSchema }),
});

export const packageItemValueSchema = z.object({
  /** 'true', 'false' or a number (a dollar price). */
  value: z.string(),
  our_package_id: z.number(),
  our_package: ourPackageRefSchema,
});

export const packageItemSchema = z.object({
  item_name: z.string(),
  package_item_value: z.array(packageItemValueSchema),
});
export type PackageItem = z.infer<typeof packageItemSchema>;

/** Beyond the original API: each package once, with its price and billing, so the client need not search the rows. */
export const packageSummarySchema = ourPackageRefSchema.extend({
  price: z.number(),
  billed: packageTypeSchema,
});
export type PackageSummary = z.infer<typeof packageSummarySchema>;

export const packageTypeReplySchema = z.object({
  packageType: z.array(packageItemSchema),
  packages: z.array(packageSummarySchema),
});
export type PackageTypeReply = z.infer<typeof packageTypeReplySchema>;

const tooLong = (max: number) => `This field may not be greater than ${max} characters`;

/**
 * One message per field: missing, too long, or else not valid. Picked in one check rather than
 * with `abort`, which would also stop the form-wide expiry rule from being reported.
 */
const cardField = (max: number, isValid: (value: string) => boolean = () => true, invalid = '') =>
  z
    .string({ error: MESSAGES.required })
    .trim()
    .superRefine((value, ctx) => {
      if (!value) ctx.addIssue({ code: 'custom', message: MESSAGES.required });
      else if (value.length > max) ctx.addIssue({ code: 'custom', message: tooLong(max) });
      else if (!isValid(value)) ctx.addIssue({ code: 'custom', message: invalid });
    });

/** The card form's rules, plus Luhn and a future expiry. */
export const cardFieldsSchema = withCrossFieldRule(
  z.object({
    cardNumber: cardField(CARD_NUMBER_MAX_LENGTH, isValidCardNumber, MESSAGES.cardNumberInvalid),
    cardholderName: cardField(CARDHOLDER_NAME_MAX_LENGTH),
    expiryMonth: cardField(2, isValidExpiryMonth, MESSAGES.expiryMonthInvalid),
    expiryYear: cardField(2, isValidExpiryYear, MESSAGES.expiryYearInvalid),
    cvvNumber: cardField(CVV_MAX_LENGTH, isValidCvv, MESSAGES.cvvInvalid),
  }),
  ({ expiryMonth: month, expiryYear: year }, ctx) => {
    if (typeof month !== 'string' || typeof year !== 'string') return;
    if (isValidExpiryMonth(month) && isValidExpiryYear(year) && !isExpiryInFuture(month, year)) {
      ctx.addIssue({ code: 'custom', path: ['expiryYear'], message: MESSAGES.cardExpired });
    }
  },
);
export type CardFields = z.infer<typeof cardFieldsSchema>;

const optionalCardField = z.string().max(64).optional();

/** POST member-ship. Card fields are checked by the server only when the chosen package has a price. */
export const membershipBodySchema = z.object({
  user_id: z.coerce.number().int().positive(),
  user_email: z.string().max(254),
  submittedData: z.object({
    package: z.coerce.number({ error: MESSAGES.packageRequired }).int().positive({ error: MESSAGES.packageRequired }),
    package_name: z.string().max(200).optional(),
    billed: z.string().max(20).optional(),
    price: z.union([z.number(), z.string().max(20)]).optional(),
  }),
  cardNumber: optionalCardField,
  cardholderName: optionalCardField,
  expiryMonth: optionalCardField,
  expiryYear: optionalCardField,
  cvvNumber: optionalCardField,
});
export type MembershipBody = z.input<typeof membershipBodySchema>;

/** What a payment leaves behind: never the number or CVV. A free package has no charge. */
export const cardInfoSchema = z.object({
  charge_id: z.string().nullable(),
  brand: z.string().nullable(),
  last4: z.string().nullable(),
  amount: z.number(),
  currency: z.string(),
});
export type CardInfo = z.infer<typeof cardInfoSchema>;

export const membershipReplySchema = z.object({ card_info: cardInfoSchema, user: userSchema });
export type MembershipReply = z.infer<typeof membershipReplySchema>;

/** A declined card: 402 with the gateway's reason on the card number. */
export const paymentDeclinedReplySchema = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())),
});

const packageCall = { caller: 'organiser', tag: 'packages' } as const;

export const packageEndpoints = {
  packageTypes: defineEndpoint({
    ...packageCall,
    method: 'GET',
    path: '/package-type',
    roles: ROLES.owner,
    summary: 'The packages on offer and what each includes',
    reply: packageTypeReplySchema,
  }),
  membership: defineEndpoint({
    ...packageCall,
    method: 'POST',
    path: '/member-ship',
    roles: ROLES.owner,
    summary: 'Takes a free package or pays for one; a repeated Idempotency-Key charges once',
    headers: idempotencyHeadersSchema,
    body: membershipBodySchema,
    reply: membershipReplySchema,
    failures: { 402: paymentDeclinedReplySchema },
  }),
};
