/**
 * Table types. Conventions, the same on SQLite and PostgreSQL so no query needs the dialect:
 * ids are integer identities, instants are UTC ISO-8601 text, booleans are 0/1 integers,
 * JSON is text.
 *
 * One file on purpose, though over 300 lines: it is a list of declarations without logic, and
 * `Database` must name every table, so the whole database reads in one place, as the migrations
 * build it.
 */
import type {
  MediaType,
  Moderation,
  OptionStepId,
  PackageType,
  PlanFeature,
  ShareChannel,
  ShareState,
} from '@boothdeck/contract';
import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';

export type UsersTable = {
  id: Generated<number>;
  user_type: 'individual' | 'business';
  first_name: string;
  last_name: string;
  email: string;
  password_hash: string;
  business_category: string | null;
  business_category_other: string | null;
  company_name: string | null;
  check_promotion: number;
  verify_status: 'active' | 'inactive';
  email_verified_at: string | null;
  /** Set when the account took its one free trial. */
  trial_started_at: string | null;
  created_at: string;
  updated_at: string;
};

export type AccessTokensTable = {
  id: Generated<number>;
  user_id: number;
  token_hash: string;
  expires_at: string;
  revoked_at: string | null;
  created_at: string;
};

/**
 * change_password: the proof /check-password hands out for /update-password;
 * change_password_session: the same check bound to the session that made it (its code is the
 * hash of the session's token row id), for a client that sends no proof.
 */
export type OneTimeCodePurpose = 'verify_email' | 'reset_password' | 'change_password' | 'change_password_session';

export type OneTimeCodesTable = {
  id: Generated<number>;
  user_id: number;
  purpose: OneTimeCodePurpose;
  code_hash: string;
  expires_at: string;
  used_at: string | null;
  created_at: string;
};

/** The exit-from-app switch of one account; the PIN only as its hash. */
export type MemberSettingsTable = {
  id: Generated<number>;
  user_id: number;
  name: string;
  active_status: number;
  pin_hash: string | null;
  updated_at: string;
};

/** One admitted attempt at a rate-limited action; it stops counting at expires_at. */
export type RateLimitAttemptsTable = {
  id: Generated<number>;
  /** The rule's name and what it limits (an address, an account, or both). */
  key: string;
  expires_at: string;
};

export type PackageTypesTable = {
  id: Generated<number>;
  type: PackageType;
  sort_order: number;
};

export type OurPackagesTable = {
  id: Generated<number>;
  package_type_id: number;
  name: string;
  /** How long a membership lasts: 'P14D', 'P1M', 'P1Y' (ISO-8601 periods), or null for no end. */
  validity: string | null;
  sort_order: number;
  active: number;
};

/** 'feature' items switch a plan feature on with 'true'; the 'price' item holds the charged price. */
export type PackageItemKind = 'feature' | 'price' | 'info';

export type PackageItemsTable = {
  id: Generated<number>;
  item_name: string;
  kind: PackageItemKind;
  feature: PlanFeature | null;
  sort_order: number;
};

export type PackageItemValuesTable = {
  id: Generated<number>;
  package_item_id: number;
  our_package_id: number;
  /** 'true', 'false' or a number. */
  value: string;
};

/** A price that belongs to no package (an SMS segment, an add-on): dollars as text, like package prices. */
export type CataloguePricesTable = {
  id: Generated<number>;
  code: CataloguePriceCode;
  name: string;
  price: string;
  currency: string;
};

export type CataloguePriceCode = 'sms_segment' | 'data_capture_addon';

/** Something bought on top of one membership; it ends when that membership ends. */
export type MembershipAddonsTable = {
  id: Generated<number>;
  membership_id: number;
  addon: 'data_capture';
  payment_id: number | null;
  created_at: string;
};

export type PaymentStatus = 'pending' | 'succeeded' | 'declined' | 'failed';

/** A card charge. Never the card number or CVV: only brand, last 4 and the gateway's charge id. */
export type PaymentsTable = {
  id: Generated<number>;
  user_id: number;
  purpose: string;
  amount_cents: number;
  currency: string;
  gateway: string;
  status: PaymentStatus;
  idempotency_key: string | null;
  charge_id: string | null;
  card_brand: string | null;
  card_last4: string | null;
  failure_reason: string | null;
  created_at: string;
  updated_at: string;
};

/**
 * A payment under way for one thing (a membership change, one event's device) of one user: at
 * most one at a time, so a second concurrent attempt is refused instead of charging again.
 */
export type PaymentClaimsTable = {
  user_id: number;
  scope: string;
  /** Names the request holding the claim, so it releases only its own. */
  token: string;
  idempotency_key: string | null;
  claimed_at: string;
};

/** A user's packages over time; the one with ended_at null is current (it may have expired). */
export type MembershipsTable = {
  id: Generated<number>;
  user_id: number;
  our_package_id: number;
  amount_cents: number;
  sources: string | null;
  payment_id: number | null;
  started_at: string;
  expire_at: string | null;
  ended_at: string | null;
};

export type EventStatus = 'draft' | 'final';

/**
 * An organiser's event. Drafts are never finalised; a final event is live, upcoming or past by
 * its start_at/end_at against now (ongoing events end 200 years after their start). `features`
 * and `options` are JSON objects of 0/1 flags, null until their wizard step is saved.
 */
export type EventsTable = {
  id: Generated<number>;
  uuid: string;
  user_id: number;
  event_name: string;
  event_details: Generated<string>;
  venue_name: Generated<string>;
  time_zone: string;
  start_at: string;
  end_at: string;
  life_time: Generated<number>;
  /** Storage key of the event image, e.g. 'event_info_image/3f9c….png'. */
  image_path: string | null;
  features: string | null;
  options: string | null;
  admin_password: string | null;
  status: Generated<EventStatus>;
  finalised_at: string | null;
  /** Device bought for a single-package event. */
  device: number | null;
  paid_payment_id: number | null;
  created_at: string;
  updated_at: string;
};

export type { MediaType };

/**
 * A capture taken at an event. Paths are storage keys: `file_path` the original (kept for
 * download), `thumbnail_path` the grid image, `preview_path` the screen-size image (animated
 * for GIFs), `poster_path` the still of a boomerang or video clip.
 */
export type MediaItemsTable = {
  id: Generated<number>;
  event_id: number;
  media_type: MediaType;
  file_path: string;
  thumbnail_path: string | null;
  preview_path: string | null;
  poster_path: string | null;
  /** The original's MIME type as its bytes showed it. */
  content_type: string | null;
  byte_size: number | null;
  /** The booth's own id for the capture: a retried upload with the same id finds this row. */
  client_id: string | null;
  /**
   * When the booth took it (UTC ISO), the order galleries show; `created_at` is when the server
   * stored it. Rows stored before it was kept have their `created_at` here.
   */
  captured_at: string;
  created_at: string;
  /** SHA-256 (hex) of the original as the booth sent it; null for rows stored before it was kept. */
  original_sha256: string | null;
  /** The booth session that sent it (sessions are removed when they end; the number stays). */
  booth_session_id: number | null;
  /** Whether guests may see it: `pending` waits in the organiser's queue (see 0024). */
  moderation: ColumnType<Moderation, Moderation | undefined, Moderation>;
};

/** A booth signed in to one event. The token is kept only as its hash. */
export type BoothSessionsTable = {
  id: Generated<number>;
  event_id: number;
  token_hash: string;
  /** Hash of the admin password the session was opened with: a changed password ends it. */
  password_fingerprint: string;
  /** The name the booth gave itself at sign-in ("Booth 2 – foyer"), if any. */
  device_name: string | null;
  created_at: string;
  last_used_at: string;
};

/** Keys every server process shares, made once (the download-link signing key). */
export type ServerSecretsTable = {
  name: string;
  secret: string;
  created_at: string;
};

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
};

export type DeliveryPurpose = 'share' | 'lead_message' | 'voucher';

/**
 * A voucher a guest got from a booth. `offer_id` is cleared when the organiser removes the
 * offer; the voucher keeps the offer's name and expiry as they were when it was given.
 */
export type VouchersTable = {
  id: Generated<number>;
  event_id: number;
  offer_id: number | null;
  offer_name: string;
  lead_id: number | null;
  uuid: string;
  voucher_no: string;
  expires_at: string;
  claimed_at: string | null;
  created_at: string;
  /** The booth's own id for the voucher: a retried request with the same id finds this row. */
  client_id: string | null;
  /** The booth session that issued it (null before 0028): only that booth's retry finds the row. */
  booth_session_id: number | null;
};

/** How many times guests opened one item of the public gallery. */
export type MediaViewsTable = {
  media_id: number;
  event_id: number;
  views: number;
};

/** A guest's contact details captured at an event. */
export type LeadsTable = {
  id: Generated<number>;
  event_id: number;
  name: string;
  email: string;
  mobile: string | null;
  created_at: string;
  /** The guest's answers, JSON keyed by the form's field names ('{}' for leads older than the form). */
  form_values: Generated<string>;
  /** The consent record: the terms the booth showed, marketing agreed (0/1), when, from which session. */
  terms_text: string | null;
  marketing_consent: Generated<number>;
  consented_at: string | null;
  booth_session_id: number | null;
  /** The booth's name and sign-in time, copied from its session: they outlast the session. */
  booth_name: string | null;
  booth_signed_in_at: string | null;
  /** The booth's own id for the lead: a retried call with the same id finds this row. */
  client_id: string | null;
  media_id: number | null;
};

/** A field name an event's leads have answers under, with its label when first answered. */
export type LeadAnswerFieldsTable = {
  event_id: number;
  name: string;
  label: string;
};

/**
 * A message the organiser sent to an event's leads, by a fingerprint of its channel, text and
 * recipients: the same message again within a few minutes answers this row's counts instead of
 * sending twice. `queued` and `skipped` are null while the send is still being queued.
 */
export type LeadMessageSendsTable = {
  id: Generated<number>;
  event_id: number;
  fingerprint: string;
  queued: number | null;
  skipped: number | null;
  created_at: string;
};

/**
 * Per organiser, metric ('media', 'lead', 'share:<channel>') and UTC day ('YYYY-MM-DD'): how
 * many rows the organiser's events have. Kept by triggers on the three tables above; read-only here.
 */
export type ActivityCountsTable = {
  user_id: number;
  metric: string;
  day: string;
  total: number;
};

/** Library tables: the option libraries shipped with the product. Files are paths under assets/library. */
type LibraryListing = { id: Generated<number>; sort_order: number; active: number };

export type GifsTable = LibraryListing & { name: string; photo_file: string; preview_file: string };
export type BurstGifsTable = LibraryListing & { name: string; photo_file: string };
export type FramesTable = LibraryListing & { name: string; frame_file: string; preview_file: string };
/** `matrix`: JSON array of the 20 numbers of a 4×5 colour matrix. */
export type ColorFiltersTable = LibraryListing & {
  name: string;
  photo_file: string;
  chart_file: string;
  matrix: string;
};
export type PropCategoriesTable = LibraryListing & { category_name: string };
export type PropsTable = LibraryListing & { prop_category_id: number; name: string; image_file: string };
/** `contents`: JSON of the template's sample contents. */
export type EmailTemplatesTable = LibraryListing & {
  name: string;
  layout: string;
  image_file: string;
  contents: string;
};
export type MicrositeTemplatesTable = LibraryListing & {
  name: string;
  template_name: string;
  image_file: string;
  logo_file: string;
  contents: string;
};

/** Option settings of an event: one JSON document per event and step, keyed by the step's id (see the options module). */
export type EventSettingKind = OptionStepId;
export type EventSettingsTable = { event_id: number; kind: EventSettingKind; settings: string; updated_at: string };

/** Library items an event uses, in the organiser's order; `settings` is JSON. */
export type EventGifsTable = { event_id: number; gif_id: number; position: number; settings: string };
export type EventBurstGifsTable = { event_id: number; burst_gif_id: number; position: number; settings: string };
export type EventPropsTable = { event_id: number; prop_id: number; position: number };
export type EventFramesTable = { event_id: number; frame_id: number; position: number };
export type EventFiltersTable = { event_id: number; color_filter_id: number; position: number };

/** An organiser's overlay for one frame or one 3 in 1 animation (exactly one of the two ids is set). */
export type CustomFramesTable = {
  id: Generated<number>;
  event_id: number;
  frame_id: number | null;
  gif_id: number | null;
  file_path: string;
  created_at: string;
};

/** An offer of an event; `expire_at` is a UTC instant. */
export type IncentiveOffersTable = {
  id: Generated<number>;
  event_id: number;
  offer_name: string;
  uses_limit: number;
  expire_at: string;
  position: number;
  created_at: string;
  updated_at: string;
};

/** Templates an organiser saved under a name; `contents` is JSON. */
export type SavedEmailTemplatesTable = {
  id: Generated<number>;
  user_id: number;
  name: string;
  email_template_id: number;
  contents: string;
  created_at: string;
};
export type SavedMicrositeTemplatesTable = {
  id: Generated<number>;
  user_id: number;
  name: string;
  microsite_template_id: number;
  contents: string;
  created_at: string;
};

/** The outbox of mails to an account (modules/account-mail): one row per mail, sent by a job. */
export type AccountMailsTable = {
  id: Generated<number>;
  user_id: number | null;
  kind: string;
  /** JSON of what the mail is made from; emptied once it is sent. */
  payload: string;
  /** queued → sending → sent; failed after the last attempt; unknown when a crash came mid-send; skipped when no longer needed. */
  state: Generated<'queued' | 'sending' | 'sent' | 'failed' | 'unknown' | 'skipped'>;
  attempts: Generated<number>;
  failure_reason: string | null;
  created_at: string;
  updated_at: string;
  sent_at: string | null;
};

/** An address an organiser registered for webhooks; `secret` signs every body sent to it. */
export type WebhookEndpointsTable = {
  id: Generated<number>;
  user_id: number;
  url: string;
  /** The one event type it is sent, or null for every type. */
  event_type: string | null;
  /** The one organiser's event it is sent about, or null for all of the owner's events. */
  event_id: number | null;
  secret: string;
  created_at: string;
};

/** Something that happened, to be told to the owner's endpoints: `pending` until its body is made. */
export type WebhookEventsTable = {
  /** `evt_…`, random: the id receivers drop duplicates by. */
  id: string;
  type: string;
  /** The capture, lead, share or voucher it is about; null for a test event. */
  subject_id: number | null;
  user_id: number;
  event_id: number | null;
  state: Generated<'pending' | 'ready'>;
  /** The JSON body, made once: every attempt sends the same bytes. */
  payload: string | null;
  created_at: string;
};

/** One event sent to one endpoint: the endpoint's delivery log. */
export type WebhookDeliveriesTable = {
  id: Generated<number>;
  endpoint_id: number;
  webhook_event_id: string;
  state: Generated<'queued' | 'delivered' | 'failed'>;
  attempts: Generated<number>;
  response_status: number | null;
  failure_reason: string | null;
  created_at: string;
  attempted_at: string | null;
  delivered_at: string | null;
};

/**
 * A resumable (tus) upload in progress, shared by every process (see 0026). `upload_length` is
 * null until the booth declares it; `upload_offset` is how many bytes arrived, in its parts.
 */
export type ResumableUploadsTable = {
  id: string;
  event_id: number;
  /** The booth session that created it (sessions are removed when they end; the number stays). */
  booth_session_id: number | null;
  upload_length: number | null;
  upload_offset: ColumnType<number, number | undefined, number>;
  /** The tus `Upload-Metadata` pairs, as JSON. */
  metadata: string | null;
  created_at: string;
  /** When bytes last arrived (or it was made): the sweep's clock. */
  updated_at: string;
};

/** One received piece of a resumable upload: bytes `start` to `start + byte_size` in a storage file. */
export type ResumableUploadPartsTable = {
  upload_id: string;
  start: number;
  byte_size: number;
  storage_key: string;
};

export type Database = {
  account_mails: AccountMailsTable;
  users: UsersTable;
  access_tokens: AccessTokensTable;
  one_time_codes: OneTimeCodesTable;
  rate_limit_attempts: RateLimitAttemptsTable;
  member_settings: MemberSettingsTable;
  package_types: PackageTypesTable;
  our_packages: OurPackagesTable;
  package_items: PackageItemsTable;
  package_item_values: PackageItemValuesTable;
  payments: PaymentsTable;
  payment_claims: PaymentClaimsTable;
  memberships: MembershipsTable;
  catalogue_prices: CataloguePricesTable;
  membership_addons: MembershipAddonsTable;
  events: EventsTable;
  media_items: MediaItemsTable;
  booth_sessions: BoothSessionsTable;
  server_secrets: ServerSecretsTable;
  shares: SharesTable;
  leads: LeadsTable;
  lead_message_sends: LeadMessageSendsTable;
  lead_answer_fields: LeadAnswerFieldsTable;
  vouchers: VouchersTable;
  activity_counts: ActivityCountsTable;
  media_views: MediaViewsTable;
  gifs: GifsTable;
  burst_gifs: BurstGifsTable;
  frames: FramesTable;
  color_filters: ColorFiltersTable;
  prop_categories: PropCategoriesTable;
  props: PropsTable;
  email_templates: EmailTemplatesTable;
  microsite_templates: MicrositeTemplatesTable;
  event_settings: EventSettingsTable;
  event_gifs: EventGifsTable;
  event_burst_gifs: EventBurstGifsTable;
  event_props: EventPropsTable;
  event_frames: EventFramesTable;
  event_filters: EventFiltersTable;
  custom_frames: CustomFramesTable;
  incentive_offers: IncentiveOffersTable;
  saved_email_templates: SavedEmailTemplatesTable;
  saved_microsite_templates: SavedMicrositeTemplatesTable;
  webhook_endpoints: WebhookEndpointsTable;
  webhook_events: WebhookEventsTable;
  webhook_deliveries: WebhookDeliveriesTable;
  resumable_uploads: ResumableUploadsTable;
  resumable_upload_parts: ResumableUploadPartsTable;
};

export type UserRow = Selectable<UsersTable>;
/** A user as signed-in calls see it: without the password hash and the bookkeeping times. */
export type AccountRow = Omit<UserRow, 'password_hash' | 'email_verified_at' | 'created_at' | 'updated_at'>;
export type NewUser = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;

export type EventRow = Selectable<EventsTable>;
