/**
 * The registry of option steps: each step folder's `OptionStep`, one for each row of the contract's
 * OPTION_STEPS (the compiler refuses a step left out or named twice). The event reply, duplication,
 * file clean-up and route registration go through this list and name no step.
 */
import type { OptionStepId } from '@boothdeck/contract';
import { backdropsStep } from './backdrops/backdrops.step.ts';
import { burstGifStep } from './burst-gif/burst-gif.step.ts';
import { customBrandingStep } from './custom-branding/custom-branding.step.ts';
import { digitalPropsStep } from './digital-props/digital-props.step.ts';
import { emailStep } from './email/email.step.ts';
import { filtersStep } from './filters/filters.step.ts';
import { formBuilderStep } from './form-builder/form-builder.step.ts';
import { framesStep } from './frames/frames.step.ts';
import { gifStep } from './gif/gif.step.ts';
import { incentiveOffersStep } from './incentive-offers/incentive-offers.step.ts';
import { micrositeStep } from './microsite/microsite.step.ts';
import type { OptionsContext } from './option-context.ts';
import type { OptionStep } from './option-step.ts';
import { printingStep } from './printing/printing.step.ts';
import { savedTemplateRoutes } from './saved-templates/saved-templates.routes.ts';
import { smsStep } from './sms/sms.step.ts';
import { socialStep } from './social/social.step.ts';

const STEP_OF_ID: { [Id in OptionStepId]: OptionStep<Id> } = {
  social: socialStep,
  gif: gifStep,
  'burst-gif': burstGifStep,
  email: emailStep,
  sms: smsStep,
  'digital-props': digitalPropsStep,
  'custom-branding': customBrandingStep,
  microsite: micrositeStep,
  frames: framesStep,
  'incentive-offers': incentiveOffersStep,
  filters: filtersStep,
  'form-builder': formBuilderStep,
  backdrops: backdropsStep,
  printing: printingStep,
};

export const OPTION_STEP_MODULES = Object.values(STEP_OF_ID);

/** Every option call with its handler: the steps' and the saved templates' of the e-mail and microsite steps. */
export const optionEndpoints = (options: OptionsContext) => [
  ...OPTION_STEP_MODULES.flatMap((step) => step.endpoints(options)),
  ...savedTemplateRoutes(options),
];
