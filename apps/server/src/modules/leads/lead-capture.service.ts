/**
 * Leads from the booth: a guest's answers to the event's form with their consent. The event
 * must capture data, its form must be saved and its owner's plan must include data capture.
 * A retried call with the same client id answers the lead it already stored, even once the plan
 * or the event no longer takes new leads; another booth sending that client id gets 409.
 */
import type { BoothLeadReply, GuestLanguage, LeadAnswer, LeadConsent } from '@boothdeck/contract';
import { MESSAGES } from '@boothdeck/contract/messages';
import { isUniqueViolation } from '../../db/errors.ts';
import type { BoothIdentity } from '../../plugins/endpoints.ts';
import { AppError } from '../../shared/app-error.ts';
import { requireOwnRecord } from '../../shared/booth-records.ts';
import { MINUTE_MS, nowIso } from '../../shared/clock.ts';
import { parseFeatureFlags, parseOptionFlags } from '../events/index.ts';
import type { PlanGate } from '../packages/index.ts';
import type { EmitWebhook } from '../webhooks/index.ts';
import { checkLeadValues, contactOf } from './lead-form.ts';
import { toLead } from './lead-reply.ts';
import type { LeadsRepository } from './leads.repository.ts';

type CaptureEvent = NonNullable<Awaited<ReturnType<LeadsRepository['eventForCapture']>>>;

export const LEAD_CAPTURE_MESSAGES = {
  noDataCapture: 'This event does not capture data.',
  noForm: 'This event has no data-capture form.',
  notEventMedia: 'This capture is not one of the event’s.',
  agreedInFuture: 'The consent time is in the future.',
} as const;

/** A booth's clock may run a little ahead of the server's. */
const CLOCK_SKEW_MS = 5 * MINUTE_MS;

export type LeadInput = {
  clientId: string;
  values: Record<string, LeadAnswer>;
  consent: LeadConsent;
  mediaId?: number | undefined;
  /** The language the guest chose on the booth; their messages are sent in it when the event offers it. */
  language?: GuestLanguage | undefined;
};

type Dependencies = {
  repository: LeadsRepository;
  planGate: Pick<PlanGate, 'requireFeature'>;
  emitWebhook: EmitWebhook;
};

export type LeadCaptureService = ReturnType<typeof createLeadCaptureService>;

export function createLeadCaptureService({ repository, planGate, emitWebhook }: Dependencies) {
  /** The event's form; refused when the event does not capture data or its owner's plan lacks it. */
  async function formOf(event: CaptureEvent) {
    if (parseFeatureFlags(event.features)?.data_capture !== 1) {
      throw new AppError('forbidden', LEAD_CAPTURE_MESSAGES.noDataCapture);
    }
    await planGate.requireFeature(event.user_id, 'data_capture', 'data_capture');
    const form = parseOptionFlags(event.options)?.form_builder === 1 ? await repository.formOf(event.id) : null;
    if (!form) throw new AppError('forbidden', LEAD_CAPTURE_MESSAGES.noForm);
    return form;
  }

  return {
    async capture(booth: BoothIdentity, input: LeadInput): Promise<BoothLeadReply> {
      const event = await repository.eventForCapture(booth.eventId);
      if (!event) throw new AppError('not_found', MESSAGES.notFound);
      const timeZone = event.time_zone;
      // A retry of a lead already stored answers it even if the plan or the event changed since:
      // the booth only lost the first reply.
      const earlier = await repository.findByClientId(booth.eventId, input.clientId);
      if (earlier) return { lead: toLead(requireOwnRecord(earlier, booth), timeZone), created: false };
      const form = await formOf(event);

      const values = checkLeadValues(form, input.values);
      const agreedAt = new Date(input.consent.agreed_at);
      if (agreedAt.getTime() > Date.now() + CLOCK_SKEW_MS) {
        throw AppError.validation('consent.agreed_at', LEAD_CAPTURE_MESSAGES.agreedInFuture);
      }
      if (input.mediaId !== undefined && !(await repository.isMediaOfEvent(booth.eventId, input.mediaId))) {
        throw AppError.validation('media_id', LEAD_CAPTURE_MESSAGES.notEventMedia);
      }
      const contact = contactOf(form, values);
      const answered = form.form_data.filter((field) => field.name in values);
      await repository.recordAnswerFields(
        booth.eventId,
        answered.map((field) => ({ name: field.name, label: field.label || field.name })),
      );
      try {
        const row = await repository.insert({
          event_id: booth.eventId,
          ...contact,
          form_values: JSON.stringify(values),
          terms_text: input.consent.terms_text,
          marketing_consent: input.consent.marketing ? 1 : 0,
          consented_at: agreedAt.toISOString(),
          booth_session_id: booth.sessionId,
          booth_name: booth.deviceName,
          booth_signed_in_at: booth.signedInAt,
          client_id: input.clientId,
          media_id: input.mediaId ?? null,
          language: input.language ?? null,
          created_at: nowIso(),
        });
        await emitWebhook('lead.created', { eventId: row.event_id, subjectId: row.id });
        return { lead: toLead(row, timeZone), created: true };
      } catch (error) {
        // Two tries of the same lead at once: the second finds the first one's row.
        if (!isUniqueViolation(error)) throw error;
        const winner = await repository.findByClientId(booth.eventId, input.clientId);
        if (!winner) throw error;
        return { lead: toLead(requireOwnRecord(winner, booth), timeZone), created: false };
      }
    },
  };
}
