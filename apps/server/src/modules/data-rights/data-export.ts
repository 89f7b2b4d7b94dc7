/**
 * A guest's download of what an event holds under their address: one ZIP with `data.json` (their
 * contact records and answers, consent records, messages) and the original of each capture tied
 * to them under `captures/`, streamed as it is written (gallery's stored ZIP).
 */
import { Readable } from 'node:stream';
import type { Storage } from '../../platform/storage/storage.ts';
import { attachment, type FileReply } from '../../shared/file-reply.ts';
import { createStoredZip } from '../gallery/index.ts';
import type { GuestData } from './guest-data.ts';

const fileNameOf = (capture: { id: number; file_path: string }) =>
  `captures/${capture.id}${/\.[a-z0-9]+$/.exec(capture.file_path)?.[0] ?? ''}`;

const answersOf = (formValues: string): unknown => {
  try {
    return JSON.parse(formValues);
  } catch {
    return {};
  }
};

/** The JSON document of the download: what each part holds, in plain names. */
export function exportDocumentOf(event: { event_name: string }, data: GuestData, exportedAt: string) {
  return {
    event: event.event_name,
    exported_at: exportedAt,
    contact_records: data.leads.map((lead) => ({
      name: lead.name,
      email: lead.email,
      mobile: lead.mobile,
      answers: answersOf(lead.form_values),
      recorded_at: lead.created_at,
      booth: lead.booth_name,
      consent:
        lead.consented_at === null && lead.terms_text === null
          ? null
          : {
              terms_shown: lead.terms_text,
              marketing_agreed: lead.marketing_consent === 1,
              agreed_at: lead.consented_at,
            },
    })),
    messages: data.shares.map((share) => ({
      channel: share.channel,
      kind: share.purpose,
      state: share.state,
      to: share.recipient,
      subject: share.subject,
      text: share.message,
      created_at: share.created_at,
      sent_at: share.sent_at,
      delivered_at: share.delivered_at,
      opened_at: share.opened_at,
    })),
    captures: data.captures.map((capture) => ({
      type: capture.media_type,
      taken_at: capture.captured_at,
      file: fileNameOf(capture),
    })),
  };
}

export function exportArchiveOf(
  storage: Pick<Storage, 'openRead'>,
  event: { event_name: string },
  data: GuestData,
  exportedAt: string,
): Promise<FileReply> {
  const zip = createStoredZip();
  const json = Buffer.from(JSON.stringify(exportDocumentOf(event, data, exportedAt), null, 2));
  zip.add({
    name: 'data.json',
    size: json.length,
    mtime: new Date(exportedAt),
    open: async () => Readable.from([json]),
  });
  for (const capture of data.captures) {
    zip.add({
      name: fileNameOf(capture),
      size: capture.byte_size,
      mtime: new Date(capture.captured_at),
      open: async () => (await storage.openRead(capture.file_path)).stream,
    });
  }
  return zip.finish().then(({ stream, size }) => ({
    headers: {
      'content-type': 'application/zip',
      ...(size === undefined ? {} : { 'content-length': size }),
      'content-disposition': attachment('your-data.zip'),
      'x-content-type-options': 'nosniff',
      'cache-control': 'no-store',
    },
    body: stream,
  }));
}
