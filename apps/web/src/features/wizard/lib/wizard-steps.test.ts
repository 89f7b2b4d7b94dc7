import { describe, expect, it } from 'vitest';
import { type DraftEvent, EMPTY_DRAFT } from '../stores/draft-store';
import {
  continueStep,
  missingRequiredSteps,
  nextStep,
  previousStep,
  wizardProgress,
  wizardSteps,
} from './wizard-steps';

const OPTIONS = { filters: true, social_media: true, email: true, frame: true, qr_code: true };

describe('wizard steps', () => {
  it('shows the chosen option steps between Options and Summary, in the fixed order', () => {
    expect(wizardSteps(OPTIONS).map((step) => step.label)).toEqual([
      'Event Info',
      'Event Feature',
      'Event Options',
      'Social',
      'Email',
      'Frames',
      'Filters',
      'Summary',
    ]);
    expect(wizardSteps(null).map((step) => step.path)).toEqual([
      '/event/create',
      '/event/feature',
      '/event/options',
      '/event/summary',
    ]);
  });

  it('walks forward and back through the chosen option steps', () => {
    expect(nextStep('/event/create', OPTIONS)).toBe('/event/feature');
    expect(nextStep('/event/options', OPTIONS)).toBe('/event/social');
    expect(nextStep('/event/social', OPTIONS)).toBe('/event/email');
    expect(nextStep('/event/filter', OPTIONS)).toBe('/event/summary');
    expect(nextStep('/event/summary', OPTIONS)).toBeNull();

    expect(previousStep('/event/summary', OPTIONS)).toBe('/event/filter');
    expect(previousStep('/event/social', OPTIONS)).toBe('/event/options');
    expect(previousStep('/event/feature', OPTIONS)).toBe('/event/create');
    expect(previousStep('/event/create', OPTIONS)).toBeNull();
  });
});

describe('continuing a draft', () => {
  const info = { event_name: 'Gala' } as NonNullable<DraftEvent['event_info']>;
  const thin: DraftEvent = { ...EMPTY_DRAFT, eventId: 4, event_info: info };
  const options = { social_media: true, email: true, frame: true } as unknown as DraftEvent['event_option'];
  const withOptions: DraftEvent = { ...thin, feature: {} as DraftEvent['feature'], event_option: options };

  it('opens the first step that still needs input, in the wizard’s order', () => {
    expect(continueStep(thin)).toBe('/event/feature');
    expect(continueStep({ ...thin, feature: {} as DraftEvent['feature'] })).toBe('/event/options');
    expect(continueStep(withOptions)).toBe('/event/social');
    expect(continueStep({ ...withOptions, optionSteps: { social: {} } })).toBe('/event/email');
    expect(continueStep({ ...withOptions, optionSteps: { social: {}, email: {}, frames: [] } })).toBe('/event/summary');
  });

  it('marks done only the steps whose data is saved', () => {
    const done = (draft: DraftEvent) =>
      wizardProgress(draft)
        .filter((step) => step.isDone)
        .map((step) => step.label);
    expect(done(thin)).toEqual(['Event Info']);
    expect(done({ ...withOptions, optionSteps: { email: {} } })).toEqual([
      'Event Info',
      'Event Feature',
      'Event Options',
      'Email',
    ]);
  });

  it('names the steps a submission still needs', () => {
    expect(missingRequiredSteps(thin).map((step) => step.label)).toEqual(['Event Feature', 'Event Options']);
    expect(missingRequiredSteps(withOptions)).toEqual([]);
  });
});
