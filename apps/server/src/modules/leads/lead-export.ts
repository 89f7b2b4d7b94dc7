/**
 * The event's leads as CSV, streamed: the rows are read in keyset pages and written as they are
 * read, so an export of a million leads holds one page in memory at a time. UTF-8 with a BOM
 * (spreadsheets then read accents right); one column per field of the event's form, then one per
 * field the leads answered that the form has since lost, then name,
 * e-mail, mobile, the consent record (with the booth it came from) and the capture time in the event's time zone.
 */
import { Readable } from 'node:stream';
import { MESSAGES } from '@boothdeck/contract/messages';
import type { DownloadPass } from '../../platform/signed-links/download-pass.ts';
import { AppError } from '../../shared/app-error.ts';
import { attachment, type FileReply } from '../../shared/file-reply.ts';
import { instantToWallTime } from '../../shared/wall-times.ts';
import { csvRow, UTF8_BOM } from './csv.ts';
import type { LeadExportLinks } from './lead-export-links.ts';
import { leadPages } from './lead-pages.ts';
import type { LeadEventRow, LeadRow, LeadsRepository } from './leads.repository.ts';

/** A column of answers: a field's name in the answers and its heading. */
type AnswerColumn = { name: string; label: string };

/** Said after the heading of a field the form no longer has. */
export const REMOVED_FIELD = 'removed from the form';

/** Leads read per query. */
export const EXPORT_PAGE_SIZE = 500;

type Dependencies = {
  repository: LeadsRepository;
  links: LeadExportLinks;
  /** The organiser's event by uuid, once the plan is checked (403); another's is a 404. */
  ownedEventByUuid: (userId: number, uuid: string) => Promise<LeadEventRow>;
};

export type LeadExport = ReturnType<typeof createLeadExport>;

function answerText(values: Record<string, unknown>, name: string): string {
  const value = values[name];
  if (Array.isArray(value)) return value.join('; ');
  return value === undefined || value === null ? '' : String(value);
}

/** The booth's own name, else its session's number (a booth that gave no name). */
const boothOf = (lead: LeadRow) =>
  lead.booth_name ?? (lead.booth_session_id === null ? '' : `Session ${lead.booth_session_id}`);

const fileNameOf = (event: LeadEventRow) =>
  `leads-${event.event_name.replace(/[^A-Za-z0-9]+/g, '-').replace(/^-|-$/g, '') || 'event'}.csv`;

export function createLeadExport({ repository, links, ownedEventByUuid }: Dependencies) {
  /** The form's fields, then those the leads answered that the form no longer has. */
  async function columnsOf(eventId: number): Promise<AnswerColumn[]> {
    const [form, answered] = await Promise.all([repository.formOf(eventId), repository.answerFieldsOf(eventId)]);
    const current = (form?.form_data ?? []).map(({ name, label }) => ({ name, label: label || name }));
    const onForm = new Set(current.map((field) => field.name));
    const removed = answered
      .filter((field) => !onForm.has(field.name))
      .map(({ name, label }) => ({ name, label: `${label} (${REMOVED_FIELD})` }));
    return [...current, ...removed];
  }

  async function* lines(event: LeadEventRow, fields: AnswerColumn[]): AsyncGenerator<string> {
    const zone = event.time_zone;
    yield UTF8_BOM +
      csvRow([
        ...fields.map((field) => field.label),
        'Name',
        'Email',
        'Mobile',
        'Marketing consent',
        `Consented at (${zone})`,
        'Terms shown',
        'Booth',
        `Booth signed in at (${zone})`,
        `Captured at (${zone})`,
      ]);
    const local = (instant: string | null) => (instant ? instantToWallTime(instant, zone) : '');
    const rowOf = (lead: LeadRow) => {
      const values = JSON.parse(lead.form_values) as Record<string, unknown>;
      return csvRow([
        ...fields.map((field) => answerText(values, field.name)),
        lead.name,
        lead.email,
        lead.mobile ?? '',
        lead.marketing_consent === 1 ? 'Yes' : 'No',
        local(lead.consented_at),
        lead.terms_text ?? '',
        boothOf(lead),
        local(lead.booth_signed_in_at),
        local(lead.created_at),
      ]);
    };
    for await (const page of leadPages(repository, event.id, EXPORT_PAGE_SIZE)) yield page.map(rowOf).join('');
  }

  return {
    /** The CSV of the event's leads, once the link (or the owner and plan) is checked. */
    async csv(eventUuid: string, pass: DownloadPass): Promise<FileReply> {
      if ('link' in pass) await links.check(eventUuid, pass.link);
      const event =
        'link' in pass ? await repository.findEventByUuid(eventUuid) : await ownedEventByUuid(pass.userId, eventUuid);
      if (!event) throw new AppError('not_found', MESSAGES.notFound);
      const fields = await columnsOf(event.id);
      return {
        headers: {
          'content-type': 'text/csv; charset=utf-8',
          'content-disposition': attachment(fileNameOf(event)),
          'cache-control': 'no-store',
        },
        body: Readable.from(lines(event, fields)),
      };
    },
  };
}
