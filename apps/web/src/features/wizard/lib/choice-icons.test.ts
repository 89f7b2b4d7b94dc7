import { OPTION_KEYS, OPTION_STEPS } from '@boothdeck/contract';
import { describe, expect, it } from 'vitest';
import { OPTION_ICONS, optionIconOf } from './choice-icons';

const ICON_FILES = Object.keys(import.meta.glob('./*/*-icon.tsx', { base: '../options' }));

describe('the options’ icons', () => {
  it('come from each option step’s web folder, and no folder’s icon belongs to no step', () => {
    for (const step of OPTION_STEPS) expect(optionIconOf(step.id), step.id).toBeDefined();
    expect(ICON_FILES).toHaveLength(OPTION_STEPS.length);
  });

  it('give every option flag one', () => {
    for (const option of OPTION_KEYS) expect(OPTION_ICONS[option], option).toBeTruthy();
  });
});
