/**
 * What an event's body describes, by id, read from its owner: a capture from media (with its
 * event's uuid from the events module), a lead from leads, a share from deliveries, a voucher
 * from vouchers, a booth's alert from the fleet. Read once, when the event's body is made (webhook-bodies.ts picks what it sends).
 */
import type { PlatformServices } from '../../platform/platform-services.ts';
import { type DeliveryRow, shareByIdOf } from '../deliveries/index.ts';
import type { EventAccess } from '../events/index.ts';
import { type BoothAlertRow, boothAlertByIdOf } from '../fleet/index.ts';
import { type LeadRow, leadByIdOf } from '../leads/index.ts';
import { type MediaItemRow, organiserCapturesOf } from '../media/index.ts';
import { type VoucherRow, voucherByIdOf } from '../vouchers/index.ts';

export type WebhookSubjects = {
  capture(id: number): Promise<(MediaItemRow & { event_uuid: string }) | undefined>;
  lead(id: number): Promise<LeadRow | undefined>;
  share(id: number): Promise<DeliveryRow | undefined>;
  voucher(id: number): Promise<VoucherRow | undefined>;
  boothAlert(id: number): Promise<BoothAlertRow | undefined>;
};

export function webhookSubjectsOf({
  db,
  events,
}: Pick<PlatformServices, 'db'> & { events: EventAccess }): WebhookSubjects {
  const captures = organiserCapturesOf({ db });
  return {
    async capture(id) {
      const capture = await captures.capture(id);
      const event = capture && (await events.eventById(capture.event_id));
      return event && capture && { ...capture, event_uuid: event.uuid };
    },
    lead: leadByIdOf({ db }),
    share: shareByIdOf({ db }),
    voucher: voucherByIdOf({ db }),
    boothAlert: boothAlertByIdOf({ db }),
  };
}
