/** Row → the spec's User object. Membership arrives with the packages module; until then it is null. */
import type { User } from '@boothdeck/contract';
import type { UserRow } from '../../db/schema.ts';

export function userRowToUser(row: UserRow): User {
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
    expire: 0,
    membership: null,
  };
}
