/**
 * All SQL of vouchers: giving one out within its offer's uses, reading one for its page, and
 * claiming one. Both the cap and the claim are decided by the database, so they hold however
 * many booths, taps and server processes race.
 */
import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { holdOfferForIssue } from '../options/index.ts';
import type { VouchersTable } from './vouchers.tables.ts';

export type VoucherRow = Selectable<VouchersTable>;

export type VouchersRepository = ReturnType<typeof createVouchersRepository>;

export type NewVoucher = {
  eventId: number;
  offerId: number;
  leadId: number | null;
  clientId: string | null;
  boothSessionId: number;
  uuid: string;
  voucherNo: string;
  nowIso: string;
};

/** Why a voucher was not given out. */
export type IssueRefusal = 'unknown_offer' | 'offer_expired' | 'used_up';

export function createVouchersRepository(db: Kysely<Database>) {
  return {
    async countClaimedOfEvent(eventId: number): Promise<number> {
      const row = await db
        .selectFrom('vouchers')
        .select((eb) => eb.fn.countAll<number | string>().as('count'))
        .where('event_id', '=', eventId)
        .where('claimed_at', 'is not', null)
        .executeTakeFirstOrThrow();
      // PostgreSQL counts as bigint, which pg hands over as text.
      return Number(row.count);
    },

    findById(id: number): Promise<VoucherRow | undefined> {
      return db.selectFrom('vouchers').selectAll().where('id', '=', id).executeTakeFirst();
    },

    findByClientId(eventId: number, clientId: string): Promise<VoucherRow | undefined> {
      return db
        .selectFrom('vouchers')
        .selectAll()
        .where('event_id', '=', eventId)
        .where('client_id', '=', clientId)
        .executeTakeFirst();
    },

    /**
     * Gives out one voucher of the offer unless it is not the event's, has expired or has as
     * many vouchers as its uses. The offer is held first (the options module's
     * `holdOfferForIssue`), which holds every other issue of that offer until this one commits.
     * So the count read after it is the true count, and the cap holds however many booths ask
     * at once.
     */
    issueWithinLimit(voucher: NewVoucher): Promise<VoucherRow | IssueRefusal> {
      return db.transaction().execute(async (trx) => {
        const offer = await holdOfferForIssue(trx, voucher);
        if (!offer) return 'unknown_offer';
        if (offer.expire_at <= voucher.nowIso) return 'offer_expired';
        const { given } = await trx
          .selectFrom('vouchers')
          .select((eb) => eb.fn.countAll<number>().as('given'))
          .where('offer_id', '=', voucher.offerId)
          .executeTakeFirstOrThrow();
        if (Number(given) >= offer.uses_limit) return 'used_up';
        const row = await trx
          .insertInto('vouchers')
          .values({
            event_id: voucher.eventId,
            offer_id: voucher.offerId,
            offer_name: offer.offer_name,
            lead_id: voucher.leadId,
            client_id: voucher.clientId,
            booth_session_id: voucher.boothSessionId,
            uuid: voucher.uuid,
            voucher_no: voucher.voucherNo,
            expires_at: offer.expire_at,
            created_at: voucher.nowIso,
          })
          .returningAll()
          .executeTakeFirstOrThrow();
        return row;
      });
    },

    /** A voucher by its page's uuid. */
    findByUuid(uuid: string): Promise<VoucherRow | undefined> {
      return db.selectFrom('vouchers').selectAll().where('uuid', '=', uuid).executeTakeFirst();
    },

    /** Claims the voucher if nobody has and it has not expired: true for exactly one caller. */
    async claim(id: number, nowIso: string): Promise<boolean> {
      const result = await db
        .updateTable('vouchers')
        .set({ claimed_at: nowIso })
        .where('id', '=', id)
        .where('claimed_at', 'is', null)
        .where('expires_at', '>', nowIso)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },
  };
}
