/**
 * What one event holds under a guest's address, each part read from its owner: their leads (and
 * the consent records on them) from leads, the messages sent to the address, to the other
 * address on those leads or to the leads themselves from deliveries, and the captures tied to either (a lead's capture, a message's capture) from
 * media. Erasing it goes through the same owners (erasure.ts).
 */
import type { DataHoldings } from '@boothdeck/contract';
import type { PlatformServices } from '../../platform/platform-services.ts';
import { type GuestContact, guestContactOf } from '../../shared/guest-contact.ts';
import { type RecipientShare, recipientErasureOf } from '../deliveries/index.ts';
import { guestLeadsOf, type LeadRow } from '../leads/index.ts';
import { captureErasureOf, type ErasableCapture } from '../media/index.ts';

export type GuestData = { leads: LeadRow[]; shares: RecipientShare[]; captures: ErasableCapture[] };

export type GuestDataReads = ReturnType<typeof guestDataReadsOf>;

export function guestDataReadsOf({ db }: Pick<PlatformServices, 'db'>) {
  const leads = guestLeadsOf({ db });
  const shares = recipientErasureOf({ db });
  const captures = captureErasureOf({ db });
  return {
    leads,
    shares,
    captures,

    async dataOf(eventId: number, contact: GuestContact): Promise<GuestData> {
      const leadRows = await leads.leadsOfContact(eventId, contact);
      // The guest's leads give their other address too: a message to either is theirs.
      const contacts = [
        contact,
        ...leadRows.flatMap((lead) =>
          [lead.email, lead.mobile ?? ''].filter((value) => value !== '').map(guestContactOf),
        ),
      ];
      const shareRows = await shares.sharesOfContacts(
        eventId,
        contacts,
        leadRows.map((lead) => lead.id),
      );
      const captureIds = new Set<number>();
      for (const row of [...leadRows, ...shareRows]) if (row.media_id !== null) captureIds.add(row.media_id);
      return { leads: leadRows, shares: shareRows, captures: await captures.capturesOf(eventId, [...captureIds]) };
    },
  };
}

export const holdingsOf = ({ leads, shares, captures }: GuestData): DataHoldings => ({
  leads: leads.length,
  consents: leads.filter((lead) => lead.consented_at !== null || lead.terms_text !== null).length,
  shares: shares.length,
  captures: captures.length,
});

export const hasAnything = (data: GuestData) => data.leads.length + data.shares.length + data.captures.length > 0;
