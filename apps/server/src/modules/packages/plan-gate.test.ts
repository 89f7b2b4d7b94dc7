import { MESSAGES } from '@boothdeck/contract/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerVerifiedUser } from '../../test/accounts-client.ts';
import { GOOD_CARD, postMembership } from '../../test/packages-client.ts';
import { createTestApp, TEST_DIALECTS, type TestApp } from '../../test/test-app.ts';
import { createMembershipOf } from './membership-state.ts';
import { createPackagesRepository } from './packages.repository.ts';
import { createPlanGate, type PlanGate } from './plan-gate.ts';

describe.each(TEST_DIALECTS)('plan gate on %s', (dialect) => {
  let t: TestApp;
  let gate: PlanGate;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    gate = createPlanGate(createMembershipOf(createPackagesRepository(t.app.platform.database.db)));
  });
  afterAll(() => t.close());

  it('refuses what a trial lacks, naming each option, and lets through what it has', async () => {
    const trial = await registerVerifiedUser(t.app, t.config.dataDir, 'trial@example.com', t.config.appUrl);
    await postMembership(t.app, trial, 'Free Trial');
    await expect(
      gate.refuseLackingOptions(trial.user.id, { email: 1, microsite: 1, social_media: 1 }),
    ).resolves.toBeUndefined();
    const refused = gate.refuseLackingOptions(trial.user.id, { text_messaging: 1, data_capture: 1, email: 1 });
    await expect(refused).rejects.toMatchObject({
      code: 'forbidden',
      message: MESSAGES.upgradePackage,
      fields: { text_messaging: [MESSAGES.upgradePackage], data_capture: [MESSAGES.upgradePackage] },
    });
    await expect(gate.requireFeature(trial.user.id, 'data_capture', 'data_capture')).rejects.toMatchObject({
      code: 'forbidden',
    });
  });

  it('lets a Pro plan have everything, and refuses everything once it has expired', async () => {
    const pro = await registerVerifiedUser(t.app, t.config.dataDir, 'pro@example.com', t.config.appUrl);
    await postMembership(t.app, pro, 'Monthly Pro', { card: GOOD_CARD });
    await expect(
      gate.refuseLackingOptions(pro.user.id, { text_messaging: 1, data_capture: 1 }),
    ).resolves.toBeUndefined();
    await t.app.platform.database.db
      .updateTable('memberships')
      .set({ expire_at: new Date(Date.now() - 60_000).toISOString() })
      .where('user_id', '=', pro.user.id)
      .execute();
    await expect(gate.refuseLackingOptions(pro.user.id, { email: 1 })).rejects.toMatchObject({ code: 'forbidden' });
  });
});
