/**
 * How each kind of outbox item reaches the server, through the typed client. Each call carries
 * the item's own id as `client_id`, so a repeat (after a lost reply, a reload) stores nothing new.
 */
import { type ApiClient, multipartBody } from '@boothdeck/client';
// Addresses without schemas: the kiosk's first load carries no schema library.
import {
  boothLeadCalls,
  boothMediaCalls,
  boothPrintCalls,
  boothVoucherCalls,
} from '@boothdeck/contract/call-addresses';
import type { OutboxFiles, OutboxItem } from './outbox-item.ts';
import type { SendOutcome } from './outbox-state.ts';
import { sendsResumably, type UploadResumably } from './resumable-upload.ts';
import { sendShare } from './send-share.ts';

export type SendContext = {
  client: ApiClient;
  /** The capture's files (captures only). */
  files?: OutboxFiles;
  /** The server id of the item this one waits for (a lead's capture, a voucher's lead). */
  afterServerId: number | null;
  /** Sends a large clip resumably first (see resumable-upload.ts); without it every file is sent whole. */
  uploadResumably?: UploadResumably | undefined;
};

type Sent = Extract<SendOutcome, { type: 'sent' }>;

export async function sendItem(
  item: OutboxItem,
  { client, files, afterServerId, uploadResumably }: SendContext,
): Promise<Sent> {
  const after = afterServerId ?? undefined;
  switch (item.kind) {
    case 'capture': {
      if (!files) throw new Error('The capture file is missing from this device.');
      // A large clip's bytes go first, resumably; the call then names the finished upload.
      const resumable = uploadResumably && sendsResumably(item.payload.media_type, files.file);
      const uploadId = resumable ? await uploadResumably(files.file, item.id) : undefined;
      const body = multipartBody(boothMediaCalls.upload, {
        media_type: item.payload.media_type,
        client_id: item.id,
        captured_at: item.payload.captured_at,
        file: uploadId ? undefined : files.file,
        upload_id: uploadId,
        poster: files.poster ?? undefined,
      });
      const { media } = await client.call(boothMediaCalls.upload, { body });
      return { type: 'sent', serverId: media.id };
    }
    case 'lead': {
      const { lead } = await client.call(boothLeadCalls.capture, {
        body: { client_id: item.id, ...item.payload, media_id: after },
      });
      return { type: 'sent', serverId: lead.id };
    }
    case 'voucher': {
      const { voucher } = await client.call(boothVoucherCalls.issue, {
        body: { client_id: item.id, ...item.payload, lead_id: after },
      });
      return { type: 'sent', serverId: voucher.id, reply: { voucher } };
    }
    case 'share': {
      const id = await sendShare(client, { client_id: item.id, ...item.payload });
      return { type: 'sent', serverId: id };
    }
    case 'print': {
      const reply = await client.call(boothPrintCalls.record, { body: { client_id: item.id, ...item.payload } });
      return { type: 'sent', serverId: reply.print.id, reply: { print: { remaining: reply.remaining } } };
    }
  }
}
