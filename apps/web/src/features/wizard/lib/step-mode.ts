import type { Event } from '@boothdeck/contract';

/** A step either builds the draft in the wizard or edits a saved event from its details page. */
export type StepMode = { kind: 'create' } | { kind: 'edit'; event: Event };

export const CREATE_MODE: StepMode = { kind: 'create' };
