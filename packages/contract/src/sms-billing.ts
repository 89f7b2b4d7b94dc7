/**
 * SMS billing: every SMS the product sent for an organiser's events (guest shares, messages to
 * leads, vouchers) is billed per segment, by calendar month in the billing zone.
 */
import { z } from 'zod';
import { defineEndpoint } from './endpoint.ts';
import { ROLES } from './roles.ts';

/** Billing months begin and end at midnight in this zone (the product bills in AUD). */
export const BILLING_TIME_ZONE = 'Australia/Sydney';

/** 'YYYY-MM': one calendar month in the billing zone. */
export const billingPeriodSchema = z
  .string()
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, { error: 'The billing period must be a month written YYYY-MM.' });

export const billingPeriodSummarySchema = z.object({
  period: z.string(),
  /** 'November 2026'. */
  label: z.string(),
});

export const smsBillingPeriodsReplySchema = z.object({
  /** Months with at least one sent SMS, newest first. */
  periods: z.array(billingPeriodSummarySchema),
  time_zone: z.string(),
});
export type SmsBillingPeriodsReply = z.infer<typeof smsBillingPeriodsReplySchema>;

const billedCountsSchema = z.object({
  messages: z.number().int(),
  segments: z.number().int(),
  /** Dollars, rounded to the cent. */
  amount: z.number(),
});

export const smsBillSchema = z.object({
  /** The bill's reference: SMS-YYYYMM-{organiser id}. */
  bill_no: z.string(),
  period: z.string(),
  label: z.string(),
  time_zone: z.string(),
  /** The month's first and last instants (UTC), inclusive start and exclusive end. */
  starts_at: z.string(),
  ends_at: z.string(),
  /** 'open' while the month is running; 'pending' once it has ended (SMS bills are not paid in the app). */
  status: z.enum(['open', 'pending']),
  currency: z.string(),
  /** The catalogue's price of one SMS segment, in dollars. */
  price_per_segment: z.number(),
  events: z.array(billedCountsSchema.extend({ event_id: z.number(), event_name: z.string() })),
  totals: billedCountsSchema,
});
export type SmsBill = z.infer<typeof smsBillSchema>;

const billCall = { caller: 'organiser', tag: 'sms-billing' } as const;
const periodParams = z.object({ period: billingPeriodSchema });

export const smsBillingEndpoints = {
  periods: defineEndpoint({
    ...billCall,
    method: 'GET',
    path: '/sms-billing/periods',
    roles: ROLES.owner,
    summary: "The months in which SMS were sent for the signed-in organiser's events, newest first",
    reply: smsBillingPeriodsReplySchema,
  }),
  bill: defineEndpoint({
    ...billCall,
    method: 'GET',
    path: '/sms-billing/:period',
    roles: ROLES.owner,
    summary: "One month's SMS bill: sent messages and segments per event, priced per segment",
    params: periodParams,
    reply: smsBillSchema,
  }),
  csv: defineEndpoint({
    ...billCall,
    method: 'GET',
    path: '/sms-billing/:period/csv',
    roles: ROLES.owner,
    summary: "One month's SMS bill as a CSV attachment (fetched with the bearer token, saved by the page)",
    params: periodParams,
    reply: z.unknown().describe('The CSV file'),
  }),
};
