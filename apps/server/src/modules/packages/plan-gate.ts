/**
 * Package gating on the server: an option or feature the current plan lacks is refused,
 * whatever the client shows. Other modules receive this gate from app.ts.
 */
import { OPTION_PLAN_FEATURE, type OptionKey, type PlanFeature } from '@boothdeck/contract';
import { MESSAGES } from '@boothdeck/contract/messages';
import { AppError } from '../../shared/app-error.ts';
import type { MembershipState } from './membership-state.ts';

export type PlanGate = ReturnType<typeof createPlanGate>;

export function createPlanGate(membershipOf: (userId: number) => Promise<MembershipState>) {
  async function refuseLackingFeatures(userId: number, wanted: Partial<Record<string, PlanFeature>>) {
    const entries = Object.entries(wanted);
    if (entries.length === 0) return;
    const { plan_features } = await membershipOf(userId);
    const errors: Record<string, string[]> = {};
    for (const [field, feature] of entries) {
      if (feature && !plan_features[feature]) errors[field] = [MESSAGES.upgradePackage];
    }
    if (Object.keys(errors).length > 0) throw new AppError('forbidden', MESSAGES.upgradePackage, errors);
  }

  return {
    membershipOf,

    /** 403 'Please choose a package.' unless the account has a package that has not ended. */
    async requirePackage(userId: number): Promise<void> {
      const { expire } = await membershipOf(userId);
      if (expire !== 1) throw new AppError('forbidden', MESSAGES.packageRequired);
    },

    /** 403 'Upgrade your package' naming each switched-on option the plan does not include. */
    async refuseLackingOptions(userId: number, options: Partial<Record<OptionKey, 0 | 1>>): Promise<void> {
      const wanted: Partial<Record<string, PlanFeature>> = {};
      for (const [option, feature] of Object.entries(OPTION_PLAN_FEATURE)) {
        if (options[option as OptionKey] === 1) wanted[option] = feature;
      }
      await refuseLackingFeatures(userId, wanted);
    },

    /** 403 'Upgrade your package' unless the plan includes the option. */
    async requireOption(userId: number, option: OptionKey): Promise<void> {
      await this.refuseLackingOptions(userId, { [option]: 1 });
    },

    /** 403 'Upgrade your package' when the plan lacks the feature (e.g. data_capture on the Feature step). */
    async requireFeature(userId: number, field: string, feature: PlanFeature): Promise<void> {
      await refuseLackingFeatures(userId, { [field]: feature });
    },
  };
}
