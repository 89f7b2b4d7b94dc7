/**
 * Leads: guests' contact details and the messages sent to them. Table types, with the conventions of db/schema.ts.
 */
import type { Generated } from '../../db/column-types.ts';

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
  /**
   * When the guest erased it (or the event's retention ran): the row stays, emptied of everything
   * personal, so the event's totals keep counting it; every list, export and message skips it.
   */
  erased_at: string | null;
  /** The language the guest used the booth in (a `GuestLanguage`); null is the event's default. */
  language: string | null;
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

/** The tables this part owns (db/table-owners.ts), as Kysely's `Database` holds them. */
export type LeadsTables = {
  leads: LeadsTable;
  lead_answer_fields: LeadAnswerFieldsTable;
  lead_message_sends: LeadMessageSendsTable;
};
