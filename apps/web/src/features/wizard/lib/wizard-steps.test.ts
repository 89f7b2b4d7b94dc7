import { OPTION_STEPS } from '@boothdeck/contract';
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

const allBuilt = () => true;
const coreOnly = (path: string) => !OPTION_STEPS.some((step) => step.path === path);
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

  it('walks forward and back through the chosen option steps once their pages exist', () => {
    expect(nextStep('/event/create', OPTIONS, allBuilt)).toBe('/event/feature');
    expect(nextStep('/event/options', OPTIONS, allBuilt)).toBe('/event/social');
    expect(nextStep('/event/social', OPTIONS, allBuilt)).toBe('/event/email');
    expect(nextStep('/event/filter', OPTIONS, allBuilt)).toBe('/event/summary');
    expect(nextStep('/event/summary', OPTIONS, allBuilt)).toBeNull();

    expect(previousStep('/event/summary', OPTIONS, allBuilt)).toBe('/event/filter');
    expect(previousStep('/event/social', OPTIONS, allBuilt)).toBe('/event/options');
    expect(previousStep('/event/feature', OPTIONS, allBuilt)).toBe('/event/create');
    expect(previousStep('/event/create', OPTIONS, allBuilt)).toBeNull();
  });

  it('skips option steps whose pages are not built yet', () => {
    expect(nextStep('/event/options', OPTIONS, coreOnly)).toBe('/event/summary');
    expect(previousStep('/event/summary', OPTIONS, coreOnly)).toBe('/event/options');
    const withEmailPage = (path: string) => coreOnly(path) || path === '/event/email';
    expect(nextStep('/event/options', OPTIONS, withEmailPage)).toBe('/event/email');
    expect(nextStep('/event/email', OPTIONS, withEmailPage)).toBe('/event/summary');
  });
});

describe('continuing a draft', () => {
  const info = { event_name: 'Gala' } as NonNullable<DraftEvent['event_info']>;
  const thin: DraftEvent = { ...EMPTY_DRAFT, eventId: 4, event_info: info };
  const options = { social_media: true, email: true, frame: true } as unknown as DraftEvent['event_option'];
  const withOptions: DraftEvent = { ...thin, feature: {} as DraftEvent['feature'], event_option: options };

  it('opens the first step that still needs input, in the wizard’s order', () => {
    expect(continueStep(thin, allBuilt)).toBe('/event/feature');
    expect(continueStep({ ...thin, feature: {} as DraftEvent['feature'] }, allBuilt)).toBe('/event/options');
    expect(continueStep(withOptions, allBuilt)).toBe('/event/social');
    expect(continueStep({ ...withOptions, social: {} }, allBuilt)).toBe('/event/email');
    expect(continueStep({ ...withOptions, social: {}, email: {}, photo_template_frame: [] }, allBuilt)).toBe(
      '/event/summary',
    );
    expect(continueStep(withOptions, coreOnly)).toBe('/event/summary');
  });

  it('marks done only the steps whose data is saved', () => {
    const done = (draft: DraftEvent) =>
      wizardProgress(draft, allBuilt)
        .filter((step) => step.isDone)
        .map((step) => step.label);
    expect(done(thin)).toEqual(['Event Info']);
    expect(done({ ...withOptions, email: {} })).toEqual(['Event Info', 'Event Feature', 'Event Options', 'Email']);
  });

  it('names the steps a submission still needs', () => {
    expect(missingRequiredSteps(thin).map((step) => step.label)).toEqual(['Event Feature', 'Event Options']);
    expect(missingRequiredSteps(withOptions)).toEqual([]);
  });
});
