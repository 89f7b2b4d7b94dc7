/**
 * How each event type's body is made from what it describes, in the contract's shape. Made once
 * per event and kept, so every attempt of every delivery sends the same bytes.
 */
import { type WebhookBody, type WebhookData, type WebhookEventType, webhookBodySchema } from '@boothdeck/contract';
import type { WebhookSubjectsRepository } from './webhook-subjects.repository.ts';

type Describe = (subjectId: number) => Promise<object | undefined>;

type Dependencies = {
  subjects: WebhookSubjectsRepository;
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
      const { event_uuid: uuid, ...capture } = row;
      return { capture: { ...capture, share_url: shareViewAddress(uuid, row.id) } };
    },
    async 'lead.created'(id): Promise<WebhookData<'lead.created'> | undefined> {
      const row = await subjects.lead(id);
      if (!row) return undefined;
      const { form_values: formValues, marketing_consent: consent, ...lead } = row;
      return { lead: { ...lead, answers: parseAnswers(formValues), marketing_consent: consent === 1 } };
    },
    async 'share.sent'(id): Promise<WebhookData<'share.sent'> | undefined> {
      const row = await subjects.share(id);
      if (!row) return undefined;
      const { created_at: createdAt, sent_at: sentAt, ...share } = row;
      return { share: { ...share, sent_at: sentAt ?? createdAt } };
    },
    async 'voucher.claimed'(id): Promise<WebhookData<'voucher.claimed'> | undefined> {
      const row = await subjects.voucher(id);
      if (!row?.claimed_at) return undefined;
      const { uuid, claimed_at: claimedAt, ...voucher } = row;
      return { voucher: { id: uuid, ...voucher, claimed_at: claimedAt } };
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
