/**
 * The deliveries ledger: every share, lead message and voucher sent. Table types, with the conventions of db/schema.ts.
 */
import type { ShareChannel, ShareState } from '@boothdeck/contract';
import type { Generated } from '../../db/column-types.ts';

/**
 * One guest sharing (or downloading) media from an event, on one channel. E-mail and SMS shares
 * are deliveries: queued, then sent or failed; every other share is sent when recorded. Only
 * sent shares are counted in `activity_counts`.
 */
export type SharesTable = {
  id: Generated<number>;
  event_id: number;
  media_id: number | null;
  channel: ShareChannel;
  /** The e-mail address or mobile number of a message share; removed with the event. */
  recipient: string | null;
  created_at: string;
  /** `sending` while one attempt is with the provider, `unknown` when a stop came during it (see modules/deliveries). */
  state: Generated<ShareState>;
  /** Delivery attempts made so far. */
  attempts: Generated<number>;
  /** Why the last attempt failed, as the provider said it (never a credential). */
  failure_reason: string | null;
  sent_at: string | null;
  updated_at: string | null;
  /** What the row is: a guest's share, an organiser's message to a lead, or a guest's voucher. */
  purpose: Generated<DeliveryPurpose>;
  lead_id: number | null;
  voucher_id: number | null;
  /** The organiser's own subject and text of a lead message, kept so a retry sends the same. */
  subject: string | null;
  message: string | null;
  /** SMS segments the provider was handed, set when an SMS is sent (what billing charges). */
  segments: number | null;
  /** A booth's own id for the share request that queued this row; unique per event and channel. */
  client_id: string | null;
  /** A message's random token: in its e-mail's open picture, or its SMS's delivery report address. */
  tracking_token: string | null;
  /** When the SMS provider reported the message delivered to the handset. */
  delivered_at: string | null;
  /** When the e-mail's picture was first loaded (the guest opened it). */
  opened_at: string | null;
  /** How many times the organiser sent this failed message again. */
  resends: Generated<number>;
  /** On an e-mail sent in place of a failed SMS: that SMS's row. */
  fallback_of: number | null;
  /** The guest's language for the message (a `GuestLanguage`); null is the event's default. */
  language: string | null;
};

export type DeliveryPurpose = 'share' | 'lead_message' | 'voucher';

/** The tables this part owns (db/table-owners.ts), as Kysely's `Database` holds them. */
export type DeliveriesTables = {
  shares: SharesTable;
};
