/**
 * What the outbox keeps for each thing the booth must deliver: a capture, a guest's lead, a
 * voucher request, a share request or a print job. Each has the booth's own `client_id` (its key here and on
 * the server, which stores a repeated id once) and its delivery state. A capture's files are kept
 * apart (see outbox-store.ts) so listing the queue never reads them.
 */
import type { BoothLeadBody, BoothVoucher, GuestLanguage, MediaType } from '@boothdeck/contract';

export const OUTBOX_KINDS = ['capture', 'lead', 'voucher', 'share', 'print'] as const;
export type OutboxKind = (typeof OUTBOX_KINDS)[number];

export const OUTBOX_STATUSES = ['queued', 'sending', 'retry-wait', 'sent', 'failed'] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];

/** Why an item is waiting or failed: what wakes it again depends on it. */
export type OutboxCause = 'network' | 'server' | 'refused' | 'sign-in' | 'interrupted';

export type CapturePayload = { media_type: MediaType; captured_at: string; file_name: string };
/** The lead as sent, but for `media_id`, which is the server's id of the capture it follows. */
export type LeadPayload = Pick<BoothLeadBody, 'values' | 'consent' | 'language'>;
/** `language`: the one the guest chose on the attract screen (absent on items kept before languages). */
export type VoucherPayload = { offer_id: number; send_email?: string; send_sms?: string; language?: GuestLanguage };
export type SharePayload = { media_client_id: string; email?: string; phone?: string; language?: GuestLanguage };
/** A print job: `offline` 1 when the booth printed without asking the server first. */
export type PrintPayload = { media_client_id: string; copies: number; printed_at: string; offline: 0 | 1 };

type PayloadOf = {
  capture: CapturePayload;
  lead: LeadPayload;
  voucher: VoucherPayload;
  share: SharePayload;
  print: PrintPayload;
};

/** What the server answered, kept so a screen waiting for it (a voucher's page) can read it. */
export type OutboxReply = { voucher?: BoothVoucher; print?: { remaining: number | null } };

export type OutboxDelivery = {
  status: OutboxStatus;
  /** Send attempts made since it was queued (or last retried by hand). */
  attempts: number;
  /** When a waiting item is due again (epoch ms); null when it is due now. */
  nextAttemptAt: number | null;
  /** The reason shown to the operator: the server's message, or why it waits. */
  reason: string | null;
  cause: OutboxCause | null;
  /** The HTTP status of the last refusal or failure, when there was one. */
  httpStatus: number | null;
  /** The server's id of what was stored (media, lead, voucher, share), once sent. */
  serverId: number | null;
  sentAt: string | null;
  reply: OutboxReply | null;
};

type ItemOf<Kind extends OutboxKind> = OutboxDelivery & {
  /** The booth's own id for it, sent to the server as `client_id`. */
  id: string;
  eventUuid: string;
  kind: Kind;
  /** When it was queued (ISO 8601); the queue is sent oldest first. */
  queuedAt: string;
  /** The item (a capture, a lead) whose server id this one needs; it is sent only after that one. */
  after: string | null;
  payload: PayloadOf[Kind];
};

export type OutboxItem = { [Kind in OutboxKind]: ItemOf<Kind> }[OutboxKind];
export type OutboxItemOf<Kind extends OutboxKind> = ItemOf<Kind>;

/** A capture's files: the capture itself and, for a clip, its poster still. */
export type OutboxFiles = { id: string; file: Blob; poster: Blob | null };

export const FRESH_DELIVERY: OutboxDelivery = {
  status: 'queued',
  attempts: 0,
  nextAttemptAt: null,
  reason: null,
  cause: null,
  httpStatus: null,
  serverId: null,
  sentAt: null,
  reply: null,
};
