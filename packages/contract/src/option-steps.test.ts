import { describe, expect, it } from 'vitest';
import { OPTION_KEYS } from './event-constants.ts';
import { NO_OPTION_SETTINGS } from './option-settings.ts';
import { OPTION_PLAN_FEATURE, OPTION_STEPS, optionStep, optionStepOfFlag } from './option-steps.ts';

const countsOf = (names: readonly string[]) =>
  names.reduce((counts, name) => counts.set(name, (counts.get(name) ?? 0) + 1), new Map<string, number>());
const repeated = (names: readonly string[]) => [...countsOf(names)].filter(([, count]) => count > 1);

describe('the option steps', () => {
  it('give every option flag with settings one step, with its own id and addresses', () => {
    const stepless = OPTION_KEYS.filter((option) => !optionStepOfFlag(option));
    expect(stepless).toEqual(['qr_code', 'approve_captures', 'data_capture']);
    for (const names of [
      OPTION_STEPS.map((step) => step.id),
      OPTION_STEPS.map((step) => step.option),
      OPTION_STEPS.map((step) => step.path),
    ]) {
      expect(repeated(names)).toEqual([]);
    }
  });

  it('share out every part of the event reply between them, each to one step', () => {
    const settings = OPTION_STEPS.flatMap((step) => step.settings);
    expect(repeated(settings)).toEqual([]);
    expect([...settings].sort()).toEqual(Object.keys(NO_OPTION_SETTINGS).sort());
  });

  it('keep the published addresses, each edit screen below its wizard page', () => {
    expect(optionStep('digital-props')).toMatchObject({
      option: 'digital_props',
      path: '/event/digital-prop',
      editPath: '/event/digital-prop/edit/:id',
    });
    expect(optionStep('burst-gif').editPath).toBe('/event/brust-gif/edit/:id');
  });

  it('name the plan feature of each gated option, data capture included', () => {
    expect(OPTION_PLAN_FEATURE).toEqual({
      email: 'email',
      text_messaging: 'text_messaging',
      water_mark: 'custom_branding',
      microsite: 'microsite',
      incentive_offer: 'incentive_offer',
      form_builder: 'form_builder',
      printing: 'printing',
      data_capture: 'data_capture',
    });
  });
});
