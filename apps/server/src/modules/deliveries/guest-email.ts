/**
 * The e-mail address the guest of a failed SMS also gave, when they gave one: the lead the
 * message or voucher was for, or the lead the booth recorded with the shared capture and this
 * mobile number. Nothing when the booth's request also sent the capture by e-mail. The leads and
 * vouchers are read through their modules.
 */
import type { PlatformServices } from '../../platform/platform-services.ts';
import { leadByIdOf, leadsOfCaptureOf } from '../leads/index.ts';
import { voucherByIdOf } from '../vouchers/index.ts';
import type { DeliveriesRepository, DeliveryRow } from './deliveries.repository.ts';

export type GuestEmailOf = (sms: DeliveryRow) => Promise<string | undefined>;

const digits = (phone: string) => phone.replace(/\D/g, '');

export function guestEmailOf({
  db,
  repository,
}: Pick<PlatformServices, 'db'> & { repository: Pick<DeliveriesRepository, 'requestAlsoEmailed'> }): GuestEmailOf {
  const leadOf = leadByIdOf({ db });
  const leadsOfCapture = leadsOfCaptureOf({ db });
  const voucherOf = voucherByIdOf({ db });

  return async (sms) => {
    if (await repository.requestAlsoEmailed(sms)) return undefined;
    const leadId =
      sms.lead_id ?? (sms.voucher_id === null ? null : ((await voucherOf(sms.voucher_id))?.lead_id ?? null));
    if (leadId !== null) return (await leadOf(leadId))?.email || undefined;
    if (sms.media_id === null || !sms.recipient) return undefined;
    const number = digits(sms.recipient);
    const leads = await leadsOfCapture(sms.event_id, sms.media_id);
    return leads.find((lead) => lead.email && lead.mobile && digits(lead.mobile) === number)?.email;
  };
}
