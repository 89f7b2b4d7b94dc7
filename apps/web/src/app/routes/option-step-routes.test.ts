import { OPTION_STEPS } from '@boothdeck/contract';
import { describe, expect, it } from 'vitest';
import { OPTION_STEP_ROUTES, pagesModuleOf } from './option-step-routes';

const PAGES_MODULES = Object.keys(
  import.meta.glob('./*/routes/*-pages.tsx', { base: '../../features/wizard/options' }),
);

describe('the option steps’ routes', () => {
  it('give every option step its wizard page and its edit screen at its published addresses', () => {
    expect(OPTION_STEP_ROUTES.map(({ step, edit }) => [step.path, edit.path])).toEqual(
      OPTION_STEPS.map((step) => [step.path, `${step.path}/edit/:id`]),
    );
    expect(OPTION_STEP_ROUTES.map(({ step }) => step.path)).toContain('/event/digital-prop');
  });

  it('load each step’s pages from the web folder named by its id, and no folder’s pages belong to no step', async () => {
    for (const step of OPTION_STEPS) {
      const pages = await pagesModuleOf(step.id)?.();
      expect(Object.keys(pages ?? {}), step.id).toEqual(expect.arrayContaining(['OptionStepPage', 'OptionEditPage']));
    }
    expect(PAGES_MODULES).toHaveLength(OPTION_STEPS.length);
  });
});
