/**
 * Vouchers: a booth issues a voucher for one of the event's offers, within the offer's uses;
 * the guest opens it, and staff claim it with the event's admin password.
 */
import type { PlatformServices } from '../../platform/platform-services.ts';
import type { RateLimitRule } from '../../platform/rate-limit/rate-limiter.ts';
import type { DeliveryService } from '../deliveries/index.ts';
import type { EventAccess } from '../events/index.ts';
import type { EmitWebhook } from '../webhooks/index.ts';
import { VOUCHER_RATE_LIMITS } from './voucher-rate-limits.ts';
import { voucherReadsOf } from './voucher-reads.ts';
import { createVouchersRepository } from './vouchers.repository.ts';
import { voucherEndpoints } from './vouchers.routes.ts';
import { createVouchersService } from './vouchers.service.ts';

export type { VoucherRow } from './vouchers.repository.ts';
export type { VouchersTables } from './vouchers.tables.ts';

/** How many of the event's vouchers were claimed, for its analytics. */
export const claimedVoucherCountOf = ({ db }: Pick<PlatformServices, 'db'>) =>
  createVouchersRepository(db).countClaimedOfEvent;

/** A voucher by id, for what the organiser's webhooks are told of it. */
export const voucherByIdOf = ({ db }: Pick<PlatformServices, 'db'>) => createVouchersRepository(db).findById;

type Dependencies = Pick<PlatformServices, 'db' | 'rateLimiter' | 'appUrl'> & {
  deliveries: DeliveryService;
  emitWebhook: EmitWebhook;
  /** The event's SMS country rule, for a voucher sent by SMS. */
  smsRecipientOf: (eventId: number, phone: string, field: string) => Promise<string>;
  events: EventAccess;
};

/** The module's rate-limit rules at their production values (production-costs.test.ts pins them). */
export const RATE_LIMIT_RULES: readonly RateLimitRule[] = Object.values(VOUCHER_RATE_LIMITS);

export function vouchersModule({ db, ...services }: Dependencies) {
  return {
    endpoints: voucherEndpoints(
      createVouchersService({
        repository: voucherReadsOf({ db, repository: createVouchersRepository(db), events: services.events }),
        ...services,
      }),
    ),
  };
}
