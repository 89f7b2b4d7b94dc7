import { OPTION_STEPS } from '@boothdeck/contract';
import { describe, expect, it } from 'vitest';
import { EMPTY_DRAFT } from '../stores/draft-store';
import { continueStep, nextStep, previousStep, wizardSteps } from './wizard-steps';

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
  const saved = { ...EMPTY_DRAFT, eventId: 4 };

  it('opens the first step in the spec order that has saved data', () => {
    const withEverything = {
      ...saved,
      feature: {},
      event_option: {},
      social: {},
      email: {},
      photo_template_frame: {},
    } as unknown as typeof saved;
    expect(continueStep(withEverything, allBuilt)).toBe('/event/frame');
    expect(continueStep({ ...withEverything, photo_template_frame: null }, allBuilt)).toBe('/event/email');
    expect(continueStep({ ...withEverything, photo_template_frame: null, email: null }, allBuilt)).toBe(
      '/event/social',
    );
  });

  it('falls back to Options, then Feature, then Summary', () => {
    const withOptions = { ...saved, feature: {}, event_option: {}, social: {} } as unknown as typeof saved;
    expect(continueStep(withOptions, coreOnly)).toBe('/event/options');
    expect(continueStep({ ...withOptions, event_option: null }, coreOnly)).toBe('/event/feature');
    expect(continueStep(saved, coreOnly)).toBe('/event/summary');
  });
});
