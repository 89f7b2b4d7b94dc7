import { describe, expect, it } from 'vitest';
import { buildMembership, buildPlanFeatures, buildUser } from '@/testing/build-user';
import { dataCaptureUpgradePath, hasPlanFeature } from './plan-features';

const NOW = Date.parse('2030-06-01T12:00:00Z');

describe('plan features', () => {
  it('allows what the current package switches on, and nothing else', () => {
    const user = buildUser({ plan_features: buildPlanFeatures({ email: false }) });
    expect(hasPlanFeature(user, 'data_capture', NOW)).toBe(true);
    expect(hasPlanFeature(user, 'email', NOW)).toBe(false);
  });

  it('allows nothing once the membership has ended or without a user', () => {
    const ended = buildUser({ membership: buildMembership({ expire_at: '2030-05-01T00:00:00Z' }) });
    expect(hasPlanFeature(ended, 'data_capture', NOW)).toBe(false);
    expect(hasPlanFeature(buildUser({ expire: 0 }), 'data_capture', NOW)).toBe(false);
    expect(hasPlanFeature(null, 'data_capture', NOW)).toBe(false);
  });

  it('sends a paid member to the Data Capture add-on, and a trial or lapsed one to package choice', () => {
    expect(dataCaptureUpgradePath(buildUser(), NOW)).toBe('/data-capture/payment');
    const trial = buildUser({ membership: buildMembership({ package_type: 'trial' }) });
    expect(dataCaptureUpgradePath(trial, NOW)).toBe('/event/type');
    expect(dataCaptureUpgradePath(buildUser({ expire: 0 }), NOW)).toBe('/event/type');
  });
});
