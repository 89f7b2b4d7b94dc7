/**
 * How each event type's body is made from what it describes, in the contract's shape. Made once
 * per event and kept, so every attempt of every delivery sends the same bytes.
 */
import { type WebhookBody, type WebhookData, type WebhookEventType, webhookBodySchema } from '@boothdeck/contract';
import type { WebhookSubjects } from './webhook-subjects.ts';

type Describe = (subjectId: number) => Promise<object | undefined>;

type Dependencies = {
  subjects: WebhookSubjects;
  /** The guest share view of a capture, by its event's uuid. */
  shareViewAddress: (eventUuid: string, mediaId: number) => string;
};

function parseAnswers(formValues: string): WebhookData<'lead.created'>['lead']['answers'] {
  try {
    const values: unknown = JSON.parse(formValues);
    return typeof values === 'object' && values !== null ? (values as Record<string, string>) : {};
  } catch {
    return {};
  }
}

export function createWebhookBodies({ subjects, shareViewAddress }: Dependencies) {
  const describers: Record<WebhookEventType, Describe> = {
    async 'capture.created'(id): Promise<WebhookData<'capture.created'> | undefined> {
      const row = await subjects.capture(id);
      if (!row) return undefined;
      return {
        capture: {
          id: row.id,
          event_id: row.event_id,
          media_type: row.media_type,
          captured_at: row.captured_at,
          created_at: row.created_at,
          share_url: shareViewAddress(row.event_uuid, row.id),
        },
      };
    },
    async 'lead.created'(id): Promise<WebhookData<'lead.created'> | undefined> {
      const row = await subjects.lead(id);
      if (!row) return undefined;
      return {
        lead: {
          id: row.id,
          event_id: row.event_id,
          name: row.name,
          email: row.email,
          mobile: row.mobile,
          answers: parseAnswers(row.form_values),
          marketing_consent: row.marketing_consent === 1,
          media_id: row.media_id,
          created_at: row.created_at,
        },
      };
    },
    async 'share.sent'(id): Promise<WebhookData<'share.sent'> | undefined> {
      const row = await subjects.share(id);
      if (!row) return undefined;
      return {
        share: {
          id: row.id,
          event_id: row.event_id,
          media_id: row.media_id,
          channel: row.channel,
          recipient: row.recipient,
          sent_at: row.sent_at ?? row.created_at,
        },
      };
    },
    async 'voucher.claimed'(id): Promise<WebhookData<'voucher.claimed'> | undefined> {
      const row = await subjects.voucher(id);
      if (!row?.claimed_at) return undefined;
      return {
        voucher: {
          id: row.uuid,
          event_id: row.event_id,
          offer_id: row.offer_id,
          offer_name: row.offer_name,
          voucher_no: row.voucher_no,
          lead_id: row.lead_id,
          expires_at: row.expires_at,
          claimed_at: row.claimed_at,
        },
      };
    },
    async 'booth.alert'(id): Promise<WebhookData<'booth.alert'> | undefined> {
      const row = await subjects.boothAlert(id);
      if (!row) return undefined;
      return {
        alert: {
          id: row.id,
          event_id: row.event_id,
          booth_session_id: row.booth_session_id,
          device_name: row.device_name,
          kind: row.kind as WebhookData<'booth.alert'>['alert']['kind'],
          raised_at: row.raised_at,
        },
      };
    },
  };

  return {
    /** The event's JSON body; undefined when its subject is gone (removed with its event). */
    async bodyOf(event: { id: string; type: WebhookEventType; subjectId: number; createdAt: string }) {
      const data = await describers[event.type](event.subjectId);
      if (!data) return undefined;
      const body: WebhookBody = webhookBodySchema.parse({
        id: event.id,
        type: event.type,
        created_at: event.createdAt,
        data,
      });
      return JSON.stringify(body);
    },
  };
}

export type WebhookBodies = ReturnType<typeof createWebhookBodies>;
