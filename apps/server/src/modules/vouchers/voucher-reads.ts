/**
 * What the vouchers read beside their own rows, each from its owner: the event (its name, time
 * zone and admin password) through the events module, the guest's name from leads and the
 * offers' description from options.
 */
import type { EventLanguages } from '@boothdeck/contract';
import type { PlatformServices } from '../../platform/platform-services.ts';
import { type EventAccess, eventLanguagesOf } from '../events/index.ts';
import { leadByIdOf } from '../leads/index.ts';
import { offerDescriptionsOf } from '../options/index.ts';
import type { VoucherRow, VouchersRepository } from './vouchers.repository.ts';

/** A voucher with everything its page and its message show. */
export type VoucherPage = VoucherRow & {
  event_name: string;
  /** The event's uuid, which names its guests' data page. */
  event_uuid: string;
  time_zone: string;
  /** The event's guest languages (English only when it never chose). */
  languages: EventLanguages;
  lead_name: string | null;
  offer_description: string;
};

export type VoucherReads = ReturnType<typeof voucherReadsOf>;

type Owners = Pick<PlatformServices, 'db'> & {
  repository: VouchersRepository;
  events: Pick<EventAccess, 'eventById'>;
};

export function voucherReadsOf({ db, repository, events }: Owners) {
  const leadOf = leadByIdOf({ db });
  const descriptionOf = offerDescriptionsOf({ db });

  async function pageOf(row: VoucherRow | undefined): Promise<VoucherPage | undefined> {
    if (!row) return undefined;
    const [event, lead, description] = await Promise.all([
      events.eventById(row.event_id),
      row.lead_id === null ? undefined : leadOf(row.lead_id),
      descriptionOf(row.event_id),
    ]);
    return (
      event && {
        ...row,
        event_name: event.event_name,
        event_uuid: event.uuid,
        time_zone: event.time_zone,
        languages: eventLanguagesOf(event),
        lead_name: lead?.name ?? null,
        offer_description: description,
      }
    );
  }

  return {
    ...repository,
    /** A voucher with everything its page shows, by its page's uuid. */
    findForPage: async (uuid: string) => pageOf(await repository.findByUuid(uuid)),
    /** The same by the voucher's id, for the message that sends its link. */
    findForMessage: async (id: number) => pageOf(await repository.findById(id)),

    /** A voucher with its event's admin password (the staff PIN), to check a claim against. */
    async findForClaim(uuid: string) {
      const row = await repository.findByUuid(uuid);
      const event = row && (await events.eventById(row.event_id));
      return row && event && { ...row, admin_password: event.admin_password };
    },

    async isLeadOfEvent(eventId: number, leadId: number): Promise<boolean> {
      return (await leadOf(leadId))?.event_id === eventId;
    },
  };
}
