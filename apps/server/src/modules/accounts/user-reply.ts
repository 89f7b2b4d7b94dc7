/** Row + membership state → the API's User object. The membership state comes from the packages module. */
import type { User } from '@boothdeck/contract';
import type { AccountRow } from './accounts.tables.ts';

export type MembershipState = Pick<User, 'membership' | 'expire' | 'plan_features'>;
export type MembershipOf = (userId: number) => Promise<MembershipState>;

export function userRowToUser(row: AccountRow, state: MembershipState): User {
  return {
    id: row.id,
    user_type: row.user_type,
    first_name: row.first_name,
    last_name: row.last_name,
    email: row.email,
    business_category: row.business_category,
    business_category_other: row.business_category_other,
    company_name: row.company_name,
    check_promotion: row.check_promotion === 1,
    verify_status: row.verify_status,
    expire: state.expire,
    membership: state.membership,
    plan_features: state.plan_features,
    trial_used: row.trial_started_at !== null,
  };
}
