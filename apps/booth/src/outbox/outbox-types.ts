/** The outbox's public shapes: how it is made, what it shows, what it offers. */
import type { ApiClient } from '@boothdeck/client';
import type { BoothLeadBody, GuestLanguage, MediaType } from '@boothdeck/contract';
import type { OutboxItem, OutboxStatus } from './outbox-item.ts';
import type { OutboxStore } from './outbox-store.ts';
import type { UploadResumably } from './resumable-upload.ts';
import type { StorageState } from './storage-state.ts';

export type OutboxOptions = {
  client: ApiClient;
  eventUuid: string;
  /** Where items are kept; the booth's IndexedDB database unless a test gives another. */
  openStore?: () => Promise<OutboxStore>;
  /** Sends large clips resumably before their capture call; without it every file is sent whole. */
  uploadResumably?: UploadResumably;
  /** Runs when the server refused the booth's token (401): the app asks the operator to sign in again, then calls `resume`. */
  onSignInNeeded?: () => void;
  /** Where 'online' and 'offline' are heard and whether the device has a network: the window's unless a test gives its own. */
  network?: { events: EventTarget; isOnline: () => boolean };
  now?: () => number;
  random?: () => number;
};

export type OutboxCounts = Record<OutboxStatus, number>;

export type OutboxSnapshot = {
  /** Every item of the event, oldest first, without its files. */
  items: readonly OutboxItem[];
  counts: OutboxCounts;
  /** Items not yet stored by the server. */
  pending: number;
  /** Captures not yet stored by the server (signing out is refused while there are any). */
  pendingCaptures: number;
  /** 'sign-in' while the server refuses the token: nothing is sent until `resume`. */
  paused: 'sign-in' | null;
  online: boolean;
  /** The last send found the network up but the server down (no answer, or a 5xx): not the same as offline. */
  serverUnavailable: boolean;
  storage: StorageState;
};

export type EnqueueCapture = {
  mediaType: MediaType;
  file: Blob;
  /** A clip's poster still (video, and a boomerang recorded as a clip). */
  poster?: Blob | null;
  capturedAt?: Date;
  /** The capture's id, when the caller made it already (its share address uses it). */
  clientId?: string;
};
/** `language` on a guest's items: the one they chose, so the server sends their messages in it. */
export type EnqueueLead = Pick<BoothLeadBody, 'values' | 'consent' | 'language'> & { afterCapture?: string | null };
export type EnqueueVoucher = {
  offerId: number;
  afterLead?: string | null;
  sendEmail?: string;
  sendSms?: string;
  language?: GuestLanguage;
};
export type EnqueueShare = { captureClientId: string; email?: string; phone?: string; language?: GuestLanguage };
/** `offline` 1: printed already without the server; 0: the server is asked first (and may refuse past the limit). */
export type EnqueuePrint = { captureClientId: string; copies: number; offline: 0 | 1 };

export type Outbox = {
  /** Keeps a capture; resolves once it is on the device (then the guest may be told it is kept). */
  enqueueCapture(capture: EnqueueCapture): Promise<string>;
  enqueueLead(lead: EnqueueLead): Promise<string>;
  enqueueVoucher(voucher: EnqueueVoucher): Promise<string>;
  enqueueShare(share: EnqueueShare): Promise<string>;
  enqueuePrint(print: EnqueuePrint): Promise<string>;
  /** Starts sending (and listening for the network coming back). */
  start(): Promise<void>;
  stop(): void;
  /** After signing in again: sends what waited for it. */
  resume(): void;
  subscribe(listener: () => void): () => void;
  getSnapshot(): OutboxSnapshot;
  /** Sends a failed (or waiting) item again now. */
  retry(id: string): Promise<void>;
  retryAll(): Promise<void>;
  /** A capture's file, for the operator to keep one the server refused. */
  exportFile(id: string): Promise<{ blob: Blob; fileName: string } | null>;
  /** Stops sending and deletes every item of the event from the device, files and guests' details included (signing out). */
  forgetAll(): Promise<void>;
  /** Resolves with the item once it is sent or failed, or as it stands after `timeoutMs`. */
  whenSettled(id: string, timeoutMs: number): Promise<OutboxItem | undefined>;
  pendingCount(): number;
};
