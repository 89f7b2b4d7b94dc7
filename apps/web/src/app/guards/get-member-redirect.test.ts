import { describe, expect, it } from 'vitest';
import { buildMembership, buildUser } from '@/testing/build-user';
import { getMemberRedirect } from './get-member-redirect';

const NOW = Date.parse('2030-06-01T12:00:00Z');
const withMembershipEnding = (expireAt: string) => buildUser({ membership: buildMembership({ expire_at: expireAt }) });

describe('member guard rules', () => {
  it('sends a visitor without a token to sign-in', () => {
    expect(getMemberRedirect(null, buildUser(), NOW)).toBe('/');
  });

  it('lets a member with a current membership stay', () => {
    expect(getMemberRedirect('token', withMembershipEnding('2030-07-01T00:00:00Z'), NOW)).toBeNull();
  });

  it('sends a user whose expire flag is 0 to package selection', () => {
    expect(getMemberRedirect('token', buildUser({ expire: 0 }), NOW)).toBe('/event/type');
  });

  it('sends a user whose membership ended to package selection', () => {
    expect(getMemberRedirect('token', withMembershipEnding('2030-05-31T23:59:59Z'), NOW)).toBe('/event/type');
  });

  it('sends a token without a known user to package selection', () => {
    expect(getMemberRedirect('token', null, NOW)).toBe('/event/type');
  });
});
